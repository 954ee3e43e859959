import { readFileSync } from 'node:fs';
import type { NextConfig } from 'next';

/**
 * The worker scripts load these packages by name at run time, where the tracer cannot follow:
 * each one and everything it depends on (hoisted node_modules) must be copied into the
 * standalone output, or DOCX/DOC/PDF parsing fails in the Docker image (scripts/compose-boot-check.mjs).
 */
function withDependencies(names: string[], seen = new Set<string>()): Set<string> {
  for (const name of names) {
    if (seen.has(name)) continue;
    let manifest: {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    try {
      manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8'));
    } catch {
      continue; // an optional dependency for another platform
    }
    seen.add(name);
    withDependencies(
      Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }),
      seen,
    );
  }
  return seen;
}
// pdfjs-dist is large: only the parts the worker uses are listed below.
const workerPackages = [
  ...withDependencies(['pdf-parse', 'mammoth', 'word-extractor', 'tesseract.js']),
]
  .filter((name) => name !== 'pdfjs-dist')
  .map((name) => `./node_modules/${name}/**`);

const csp = [
  "default-src 'self'",
  // Next's inline bootstrap scripts need 'unsafe-inline' without per-request nonces, which
  // would make every page dynamic; no user content is ever rendered as HTML.
  "script-src 'self' 'unsafe-inline'" +
    (process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://res.cloudinary.com https://*.googleusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.cloudinary.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];

const apiHeaders = securityHeaders.filter((h) =>
  ['X-Content-Type-Options', 'Strict-Transport-Security', 'Referrer-Policy'].includes(h.key),
);

const nextConfig: NextConfig = {
  output: 'standalone',
  // Separate build folders let several builds (e.g. parallel test runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // bench/api builds with BENCH_FLOOR_ROUTE=1 to add app/api/bench-floor/route.bench.ts (an empty
  // handler, the framework floor); shipped builds never have that extension, so never that route.
  ...(process.env.BENCH_FLOOR_ROUTE === '1'
    ? { pageExtensions: ['bench.ts', 'tsx', 'ts', 'jsx', 'js'] }
    : {}),
  reactStrictMode: true,
  // Parallel helper builds type-check separately (npm run typecheck); CI never sets this.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    'pg',
    'pg-boss',
    '@node-rs/argon2',
    'sharp',
    'puppeteer-core',
    'tesseract.js',
    '@tesseract.js-data/eng',
    'pdf-parse',
    'mammoth',
    'word-extractor',
    'pino',
    'wink-nlp',
    'wink-eng-lite-web-model',
    'nodemailer',
    // URL import's main-content reader (linkedom optionally requires canvas, which must not be bundled).
    'linkedom',
    '@mozilla/readability',
  ],
  outputFileTracingIncludes: {
    // Files read at run time by path, which the tracer cannot see: migrations, OCR data, the
    // document-parsing and OCR child scripts and the packages they load, and the PDF fonts.
    '/**': [
      './prisma/migrations/**/*',
      './node_modules/@tesseract.js-data/eng/4.0.0_best_int/**',
      './node_modules/@tesseract.js-data/eng/index.js',
      './node_modules/@tesseract.js-data/eng/package.json',
      './server/ocr/ocr-child.mjs',
      './server/documents/extract-worker.mjs',
      './server/documents/*.mjs',
      './node_modules/pdfjs-dist/legacy/build/**',
      './node_modules/pdfjs-dist/standard_fonts/LiberationSans-*.ttf',
      ...workerPackages,
    ],
  },
  async headers() {
    // Pages get the whole set; JSON answers only what applies to them (ADR 101): fewer bytes and
    // header work on every API call. Routes that serve files set their own (app/api/uploads).
    return [
      { source: '/((?!api/).*)', headers: securityHeaders },
      { source: '/api/:path*', headers: apiHeaders },
    ];
  },
};

export default nextConfig;
