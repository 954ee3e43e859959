import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const serverOnlyImports = {
  patterns: [
    {
      group: [
        '@/server',
        '@/server/*',
        '**/server/*',
        '@prisma/*',
        '@/generated/*',
        '**/generated/prisma/*',
      ],
      message: 'components/ and lib/ run in the browser too: never import server/ or Prisma here.',
    },
  ],
};

// Links prefetch on intent (components/ui/intent-link.tsx); next/link's default prefetches on sight.
const nextLink = {
  name: 'next/link',
  message:
    'Use IntentLink from @/components/ui/intent-link: it prefetches on hover/focus, not on sight.',
};

const eslintConfig = [
  {
    ignores: [
      'node_modules/**',
      '.next*/**',
      'generated/**',
      'extension/dist/**',
      'next-env.d.ts',
      'test-results/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['app/**/*.tsx', 'pages/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink] }] },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { ...serverOnlyImports, paths: [nextLink] }] },
  },
  {
    files: ['components/ui/intent-link.tsx'],
    rules: { 'no-restricted-imports': ['error', serverOnlyImports] },
  },
  {
    files: ['test/**', 'e2e/**', 'bench/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
];

export default eslintConfig;
