// Builds the extension for Chromium and Firefox from one source: `npm run build:extension`.
//   dist/chromium/, dist/firefox/ (load unpacked) and dist/pursuit-clipper-{chromium,firefox}.zip (store upload).
// Options: --server <url> (default PURSUIT_SERVER_URL or http://localhost:3000) is the default server and the
// only host the extension may reach; --test-host <origin> (repeatable, tests only) adds a host the
// e2e's job pages are served from, so the popup opened as a page may read them (no toolbar click there);
// --out <dir> builds elsewhere than extension/dist (the e2e builds its own copy).
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  copyFileSync,
  readdirSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

function option(name) {
  const values = [];
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++)
    if (args[i] === `--${name}` && args[i + 1]) values.push(args[++i]);
  return values;
}

function origin(text) {
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${text}: expected an http(s) address`);
  return url.origin;
}

const server = origin(
  option('server')[0] ?? process.env.PURSUIT_SERVER_URL ?? 'http://localhost:3000',
);
const testHosts = option('test-host').map(origin);
const dist = path.resolve(option('out')[0] ?? path.join(here, 'dist'));
const version = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')).version;

// The application forms the filler's content script runs on (extension/src/apply/readers/); on
// any other page the popup injects it on demand (activeTab).
const ATS_PAGES = [
  '*://boards.greenhouse.io/*',
  '*://job-boards.greenhouse.io/*',
  '*://job-boards.eu.greenhouse.io/*',
  '*://jobs.lever.co/*',
  '*://jobs.eu.lever.co/*',
  '*://jobs.ashbyhq.com/*',
  '*://*.myworkdayjobs.com/*',
  '*://*.myworkdaysite.com/*',
  '*://jobs.smartrecruiters.com/*',
  '*://*.icims.com/*',
  '*://apply.workable.com/*',
  '*://*.bamboohr.com/*',
  '*://*.recruitee.com/*',
  '*://*.teamtailor.com/*',
];

function manifest(target) {
  const hosts = [...new Set([server, ...testHosts])].map((o) => `${o}/*`);
  const base = {
    manifest_version: 3,
    name: 'Pursuit Clipper',
    short_name: 'Pursuit',
    version,
    description:
      'Save the job posting you are looking at to Pursuit, score your resume against it, tailor it, and fill the application form.',
    permissions: ['activeTab', 'scripting', 'storage'],
    host_permissions: hosts,
    action: {
      default_popup: 'popup.html',
      default_title: 'Pursuit Clipper',
      default_icon: { 16: 'icon-16.png', 32: 'icon-32.png' },
    },
    options_ui: { page: 'options.html', open_in_tab: true },
    content_scripts: [
      { matches: ATS_PAGES, js: ['apply.js'], run_at: 'document_idle', all_frames: true },
    ],
    icons: { 16: 'icon-16.png', 32: 'icon-32.png', 48: 'icon-48.png', 128: 'icon-128.png' },
    commands: {
      'save-job': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: 'Save this job to Pursuit',
      },
    },
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
  };
  if (target === 'chromium') {
    return {
      ...base,
      background: { service_worker: 'background.js' },
      optional_host_permissions: ['http://*/*', 'https://*/*'],
    };
  }
  // Firefox: event page scripts (no service worker) and an add-on id; 128 is the first with
  // optional_host_permissions (127 grants host_permissions at install).
  return {
    ...base,
    background: { scripts: ['background.js'] },
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    browser_specific_settings: {
      gecko: { id: 'clipper@pursuit.example', strict_min_version: '128.0' },
    },
  };
}

// A plain zip writer (deflate, CRC-32 from zlib): enough for a store upload, no dependency.
function zip(dir, file) {
  const entries = [];
  const walk = (d, prefix = '') => {
    for (const name of readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
      else entries.push({ name: `${prefix}${name}`, data: readFileSync(full) });
    }
  };
  walk(dir);
  const parts = [];
  const central = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const crc = zlib.crc32(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00: a reproducible archive
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    parts.push(local, nameBytes, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    local.copy(entry, 8, 6, 30);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(file, Buffer.concat([...parts, ...central, end]));
}

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
const out = path.join(dist, 'bundle');
await esbuild.build({
  entryPoints: {
    popup: path.join(here, 'src/popup/main.tsx'),
    options: path.join(here, 'src/options/options.ts'),
    background: path.join(here, 'src/background/background.ts'),
    apply: path.join(here, 'src/apply/content.ts'),
  },
  outdir: out,
  bundle: true,
  format: 'iife',
  target: ['chrome120', 'firefox128'],
  minify: true,
  legalComments: 'linked',
  jsx: 'automatic',
  tsconfig: path.join(root, 'tsconfig.json'),
  define: { 'process.env.NODE_ENV': '"production"', __DEFAULT_SERVER__: JSON.stringify(server) },
  logLevel: 'warning',
});
// The page reader: its last statement's value is what chrome.scripting.executeScript returns.
await esbuild.build({
  entryPoints: { 'page-reader': path.join(here, 'src/page/page-reader.ts') },
  outdir: out,
  bundle: true,
  format: 'iife',
  globalName: '__pursuitPageReader',
  footer: { js: '__pursuitPageReader.capture();' },
  target: ['chrome120', 'firefox128'],
  minify: true,
  legalComments: 'linked',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
const svg = readFileSync(path.join(here, 'assets/icon.svg'));
const icons = Object.fromEntries(
  await Promise.all(
    [16, 32, 48, 128].map(async (size) => [
      size,
      await sharp(svg).resize(size, size).png().toBuffer(),
    ]),
  ),
);

for (const target of ['chromium', 'firefox']) {
  const dir = path.join(dist, target);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(out)) copyFileSync(path.join(out, name), path.join(dir, name));
  copyFileSync(path.join(here, 'src/popup/popup.html'), path.join(dir, 'popup.html'));
  copyFileSync(path.join(here, 'src/popup/ui.css'), path.join(dir, 'ui.css'));
  copyFileSync(path.join(here, 'src/options/options.html'), path.join(dir, 'options.html'));
  for (const [size, png] of Object.entries(icons))
    writeFileSync(path.join(dir, `icon-${size}.png`), png);
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest(target), null, 2)}\n`);
  zip(dir, path.join(dist, `pursuit-clipper-${target}.zip`));
}
rmSync(out, { recursive: true, force: true });
const size = (f) => `${Math.round(statSync(path.join(dist, f)).size / 1024)} KB`;
const digest = createHash('sha256')
  .update(readFileSync(path.join(dist, 'pursuit-clipper-chromium.zip')))
  .digest('hex')
  .slice(0, 12);
console.log(
  `extension built in ${Date.now() - started} ms for ${server}${testHosts.length ? ` (+ test hosts ${testHosts.join(', ')})` : ''}: chromium ${size('pursuit-clipper-chromium.zip')} (${digest}), firefox ${size('pursuit-clipper-firefox.zip')}`,
);
