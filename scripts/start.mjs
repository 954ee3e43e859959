// npm start: the production server as the Docker image runs it (Dockerfile): `node server.js` in
// Next's standalone output, with static files and public/ beside it, and the image's NODE_OPTIONS
// unless you set your own (ADR 105). `next start` does not work with `output: 'standalone'`.
// The embedded database stays in the checkout's .data/pglite (PGLITE_DIR), not inside the build
// output that the next `npm run build` replaces. Signals go to the server, which stops cleanly.
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.NEXT_DIST_DIR || '.next';
const standalone = join(root, dist, 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error(`No production build in ${join(dist, 'standalone')}: run \`npm run build\` first.`);
  process.exit(1);
}
// What the Dockerfile's runtime stage copies next to server.js.
cpSync(join(root, dist, 'static'), join(standalone, dist, 'static'), { recursive: true });
if (existsSync(join(root, 'public')))
  cpSync(join(root, 'public'), join(standalone, 'public'), { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-semi-space-size=64 --max-old-space-size=1024',
  PGLITE_DIR: resolve(root, process.env.PGLITE_DIR || '.data/pglite'),
};
const server = spawn(process.execPath, ['server.js'], { cwd: standalone, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
