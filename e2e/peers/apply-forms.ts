// The ATSs' application forms during tests and the autofill bench: the hand-written pages of
// test/fixtures/apply-forms (forms.json says which page is at which address) served over HTTPS on
// loopback, for a browser that maps the ATS host names here (--host-resolver-rules) and accepts
// this server's throwaway self-signed certificate (several ATS hosts are HSTS-preloaded: http is
// not an option). The certificate is made with the system's openssl at start.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../test/fixtures/apply-forms', import.meta.url));

export type ApplyForm = {
  ats: string;
  url: string;
  truth: Record<string, string | null>;
  self_id: string[];
  steps?: number;
  outer?: { file: string; url: string };
};

export function readApplyForms(): Record<string, ApplyForm> {
  return JSON.parse(readFileSync(path.join(dir, 'forms.json'), 'utf8'));
}

export type ApplyFormsServer = {
  port: number;
  /** The --host-resolver-rules value that sends every form's host here. */
  hostRules: string;
  close: () => Promise<void>;
};

function selfSigned(): { key: Buffer; cert: Buffer } {
  const tmp = mkdtempSync(path.join(tmpdir(), 'apply-forms-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=apply-forms.test',
        '-keyout',
        path.join(tmp, 'key.pem'),
        '-out',
        path.join(tmp, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(tmp, 'key.pem')),
      cert: readFileSync(path.join(tmp, 'cert.pem')),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Starts the server on 127.0.0.1:`port` (0 = any free port). */
export async function startApplyForms(port = 0): Promise<ApplyFormsServer> {
  const forms = readApplyForms();
  const pages = new Map<string, string>();
  for (const [file, form] of Object.entries(forms)) {
    const url = new URL(form.url);
    pages.set(`${url.host}${url.pathname}`, file);
    if (form.outer) {
      const outer = new URL(form.outer.url);
      pages.set(`${outer.host}${outer.pathname}`, form.outer.file);
    }
  }
  const hosts = [...new Set([...pages.keys()].map((k) => k.slice(0, k.indexOf('/'))))];
  const sockets = new Set<Duplex>();
  const server = https.createServer(selfSigned(), (req, res) => {
    const url = new URL(req.url ?? '/', 'https://x');
    const host = (req.headers.host ?? '').toLowerCase();
    if (url.pathname === '/__apply/page-state.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return res.end(readFileSync(path.join(dir, 'page-state.js')));
    }
    const file = pages.get(`${host}${url.pathname}`);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(readFileSync(path.join(dir, file)));
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
    port: actual,
    hostRules: hosts.map((h) => `MAP ${h} 127.0.0.1:${actual}`).join(','),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
