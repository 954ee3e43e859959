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

// The rooms' borders (ADR 230): app/ is routing only and nothing imports it; lib/ and the extension
// sit below the UI; a domain's lib/ rules sit below its contract (lib/contracts imports them).
const appImports = {
  patterns: [
    { group: ['@/app', '@/app/*'], message: 'app/ is routing only: nothing imports it (ADR 230).' },
  ],
};
const uiImports = {
  patterns: [
    {
      group: ['@/components', '@/components/*'],
      message: 'lib/ and the extension sit below the UI: never import components/ (ADR 230).',
    },
  ],
};
const contractImports = {
  patterns: [
    {
      group: ['@/lib/contracts', '@/lib/contracts/*'],
      message:
        "A domain's lib/ rules sit below its contract: lib/contracts/ imports them, never the reverse (ADR 230).",
    },
  ],
};
const borders = (...groups) => ({ patterns: groups.flatMap((g) => g.patterns) });

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
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...borders(serverOnlyImports, appImports), paths: [nextLink] },
      ],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/contracts/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...borders(serverOnlyImports, appImports, uiImports, contractImports),
          paths: [nextLink],
        },
      ],
    },
  },
  {
    files: ['lib/contracts/**/*.{ts,tsx}', 'lib/**/*.test.ts', 'extension/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...borders(serverOnlyImports, appImports, uiImports), paths: [nextLink] },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', appImports] },
  },
  {
    files: ['components/ui/intent-link.tsx'],
    rules: { 'no-restricted-imports': ['error', borders(serverOnlyImports, appImports)] },
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
