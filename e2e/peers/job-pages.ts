// A local stand-in for the web during tests: serves saved job pages (ours in
// test/fixtures/job-pages, third-party ones in test/fixtures/third-party/job-pages, and any
// `pageDirs` a bench passes), answers the Greenhouse, Lever and Ashby public posting APIs (our
// synthetic boards, plus recorded Anthropic / Spotify / Ramp answers in
// test/fixtures/third-party/ats-api), and has misbehaving endpoints for the URL importer's limits.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.join(root, 'test/fixtures/job-pages');
const thirdParty = path.join(root, 'test/fixtures/third-party');
const ats = path.join(thirdParty, 'ats-api');

type Json = Record<string, unknown>;

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

function boards() {
  const gh = readJson<{ board: string; jobs: Json[] }>(
    path.join(fixtures, 'boards/greenhouse.json'),
    { board: '', jobs: [] },
  );
  const lever = readJson<{ company: string; postings: Json[] }>(
    path.join(fixtures, 'boards/lever.json'),
    { company: '', postings: [] },
  );
  const ashby = readJson<{ org: string; body: Json }>(path.join(fixtures, 'boards/ashby.json'), {
    org: '',
    body: { jobs: [] },
  });
  return {
    greenhouse: new Map<string, Json[]>([
      [gh.board, gh.jobs],
      [
        'anthropic',
        readJson<{ jobs: Json[] }>(path.join(ats, 'greenhouse_jobs_anthropic.json'), { jobs: [] })
          .jobs,
      ],
    ]),
    lever: new Map<string, Json[]>([
      [lever.company, lever.postings],
      ['spotify', readJson<Json[]>(path.join(ats, 'lever_postings_spotify.json'), [])],
    ]),
    ashby: new Map<string, Json>([
      [ashby.org, ashby.body],
      ['ramp', readJson<Json>(path.join(ats, 'ashby_jobs.json'), { jobs: [] })],
    ]),
  };
}

function pageFile(name: string, pageDirs: string[]): string | null {
  const safe = path.basename(name);
  for (const dir of [fixtures, path.join(thirdParty, 'job-pages'), ...pageDirs]) {
    const file = path.join(dir, safe);
    if (safe.endsWith('.html') && existsSync(file)) return file;
  }
  return null;
}

export type JobPagesServer = { url: string; port: number; close: () => Promise<void> };

/** Starts the server on 127.0.0.1:`port` (0 = any free port); `pageDirs` adds folders of saved pages. */
export async function startJobPages(
  port = 0,
  { pageDirs = [] }: { pageDirs?: string[] } = {},
): Promise<JobPagesServer> {
  const data = boards();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const sendJson = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const notFound = () => sendJson(404, { error: 'Not found' });

    if (parts[0] === 'pages' && parts[1]) {
      const file = pageFile(parts[1], pageDirs);
      if (!file) return notFound();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // ?strip=jsonld: the page as a board that ships no JobPosting JSON-LD would serve it.
      if (url.searchParams.get('strip') === 'jsonld')
        return res.end(
          readFileSync(file, 'utf8').replace(
            /<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi,
            '',
          ),
        );
      return res.end(readFileSync(file));
    }
    // Greenhouse: /greenhouse/v1/boards/{board}/jobs/{id}
    if (parts[0] === 'greenhouse' && parts[2] === 'boards' && parts[4] === 'jobs') {
      const job = data.greenhouse.get(parts[3] ?? '')?.find((j) => String(j.id) === parts[5]);
      return job ? sendJson(200, job) : notFound();
    }
    // Lever: /lever/v0/postings/{company}/{id}
    if (parts[0] === 'lever' && parts[2] === 'postings') {
      const job = data.lever.get(parts[3] ?? '')?.find((j) => j.id === parts[4]);
      return job ? sendJson(200, job) : notFound();
    }
    // Ashby: /ashby/posting-api/job-board/{org}
    if (parts[0] === 'ashby' && parts[1] === 'posting-api' && parts[2] === 'job-board') {
      const board = data.ashby.get(parts[3] ?? '');
      return board ? sendJson(200, board) : notFound();
    }
    // Workday CXS: /workday/wday/cxs/{tenant}/{site}/job/{location}/{slug}_{id} — the recorded GDIT posting.
    if (parts[0] === 'workday' && parts[1] === 'wday' && parts[2] === 'cxs' && parts[5] === 'job') {
      const detail = readJson<{ jobPostingInfo?: { jobPostingId?: string } }>(
        path.join(ats, 'workday_job_detail.json'),
        {},
      );
      return parts.at(-1) === detail.jobPostingInfo?.jobPostingId
        ? sendJson(200, detail)
        : notFound();
    }
    // /redirect?to=URL — one redirect anywhere (the importer must re-check the target).
    if (parts[0] === 'redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      return res.end();
    }
    // /hops/{n}/{page} — n relative redirects, then the page.
    if (parts[0] === 'hops') {
      const n = Number(parts[1] ?? 0);
      res.writeHead(302, {
        location:
          n > 1 ? `/hops/${n - 1}/${parts[2] ?? ''}` : `/pages/${parts[2] ?? 'readable.html'}`,
      });
      return res.end();
    }
    // /status/{code} — a bare answer with that status (403: a board that blocks robots).
    if (parts[0] === 'status') {
      res.writeHead(Number(parts[1]) || 500, { 'content-type': 'text/html' });
      return res.end('<html><body>Access denied</body></html>');
    }
    // /slow — headers never come: the importer's deadline must end it.
    if (parts[0] === 'slow') return;
    // /trickle — headers at once, then the body a byte at a time, forever.
    if (parts[0] === 'trickle') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('<p>'), 200);
      res.on('close', () => clearInterval(timer));
      return;
    }
    // /huge — 6 MB, declared; /huge-chunked — 6 MB, undeclared; /gzip-bomb — 30 MB in ~30 KB.
    if (parts[0] === 'huge' || parts[0] === 'huge-chunked') {
      const body = Buffer.alloc(6 * 1024 * 1024, 'a');
      res.writeHead(200, {
        'content-type': 'text/html',
        ...(parts[0] === 'huge' ? { 'content-length': String(body.length) } : {}),
      });
      return res.end(body);
    }
    if (parts[0] === 'gzip-bomb') {
      const body = zlib.gzipSync(Buffer.alloc(30 * 1024 * 1024, ' '));
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return res.end(body);
    }
    return notFound();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The e2e peer: the job pages server on E2E_JOBS_PORT (the app's board API URLs point at it). */
export async function startJobPagesE2ePeer(): Promise<() => Promise<void>> {
  const server = await startJobPages(Number(process.env.E2E_JOBS_PORT));
  return server.close;
}
