// safeFetch against local servers: only web ports, and the IANA special-purpose IPv6 ranges
// refused before connecting.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as importFromUrl } from '@/app/api/get-jd-from/url/route';
import { resetEnvForTests } from '@/server/env';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { FetchRefused } from './fetch-refused';
import { safeFetch } from './safe-fetch';

let server: http.Server;
let base: string;
let connections = 0;

beforeAll(async () => {
  process.env.JD_IMPORT_ALLOW_LOOPBACK = 'true';
  resetEnvForTests();
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/redirect-port')) {
      res.writeHead(302, { location: 'http://8.8.8.8:22/' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<p>ok</p>');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.JD_IMPORT_ALLOW_LOOPBACK;
  resetEnvForTests();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function refusal(url: string): Promise<string> {
  try {
    await safeFetch({ url, timeoutMs: 5000 });
  } catch (error) {
    if (error instanceof FetchRefused) return `${error.reason}: ${error.message}`;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('safeFetch ports', () => {
  it('refuses every port but 80 and 443 before connecting, redirects included', async () => {
    for (const url of [
      'http://8.8.8.8:22/',
      'http://8.8.8.8:8080/',
      'https://8.8.8.8:8443/',
      'http://8.8.8.8:6379/',
      'https://[2606:4700::1111]:25/',
    ]) {
      expect(await refusal(url), url).toMatch(/^port: Port \d+ is not fetched/);
    }
    expect(await refusal(`${base}/redirect-port`)).toBe(
      'port: Port 22 is not fetched (only 80 and 443)',
    );
  });

  it("answers the route's 422 with the spec's text for a non-web port", async () => {
    const user = await createUser();
    const res = await callRoute(importFromUrl, {
      method: 'POST',
      body: { url: 'http://8.8.8.8:6379/' },
      token: user.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(
      'This job board doesn’t support direct import yet – upload a screenshot instead',
    );
  });

  it('lets a loopback test server on another port through only with the test-only switch', async () => {
    expect((await safeFetch({ url: `${base}/ok` })).status).toBe(200);
    process.env.JD_IMPORT_ALLOW_LOOPBACK = 'false';
    resetEnvForTests();
    try {
      expect(await refusal(`${base}/ok`)).toMatch(/^blocked-address/);
    } finally {
      process.env.JD_IMPORT_ALLOW_LOOPBACK = 'true';
      resetEnvForTests();
    }
  });
});

describe('safeFetch IPv6 special-purpose ranges', () => {
  it('refuses local-use NAT64, IPv4-translated, discard, SRv6, documentation and ORCHID addresses before connecting', async () => {
    const before = connections;
    for (const host of [
      '64:ff9b:1::808:808',
      '::ffff:0:808:808',
      '::ffff:0:7f00:1',
      '100:0:0:1::1',
      '5f00::1',
      '3fff::1',
      '2001:20::1',
      '::8.8.8.8',
    ]) {
      expect(await refusal(`http://[${host}]/`), host).toMatch(/^blocked-address/);
    }
    expect(connections).toBe(before);
  });
});
