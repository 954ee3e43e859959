import 'server-only';
import http from 'node:http';
import https from 'node:https';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { env } from '@/server/env';
import { FetchRefused } from './fetch-refused';
import { pinPublicAddress, type PinnedAddress } from './pin-public-address';

export type SafeFetchOptions = {
  url: string;
  /** Cap on the (decompressed) body. Default 5 MB. */
  maxBytes?: number;
  /** Budget for the whole exchange, redirects included. Default JD_IMPORT_TIMEOUT_MS (10 s). */
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
};

export type SafeFetchResult = { url: string; status: number; contentType: string; body: Buffer };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; PursuitJobImport/1.0; +https://pursuit.app)';

function decoder(encoding: string | undefined): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

type Hop = { status: number; location: string | undefined; contentType: string; body: Buffer };

function requestOnce(
  url: URL,
  pinned: PinnedAddress,
  options: Required<Omit<SafeFetchOptions, 'url'>>,
  deadline: number,
): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    let decode: Transform | null = null;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      // The decompressor holds input already received (a few KB of a bomb is gigabytes out):
      // destroy it too, or it keeps inflating after we gave up.
      decode?.destroy();
      reject(error);
    };
    const req = client.request(url, {
      method: 'GET',
      lookup: pinned.lookup,
      agent: false,
      headers: {
        'user-agent': USER_AGENT,
        accept: options.accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
      },
    });
    const timer = setTimeout(
      () => fail(new FetchRefused('timeout', `No complete answer within ${options.timeoutMs} ms`)),
      Math.max(0, deadline - Date.now()),
    );
    req.on('error', (error) =>
      fail(error instanceof FetchRefused ? error : new FetchRefused('network', error.message)),
    );
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const contentType = String(res.headers['content-type'] ?? '');
      if (REDIRECTS.has(status)) {
        res.resume();
        settled = true;
        clearTimeout(timer);
        req.destroy();
        resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        fail(new FetchRefused('too-large', `The page is larger than ${options.maxBytes} bytes`));
        return;
      }
      decode = decoder(res.headers['content-encoding'] as string | undefined);
      const stream: NodeJS.ReadableStream = decode ? res.pipe(decode) : res;
      const chunks: Buffer[] = [];
      let total = 0;
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > options.maxBytes)
          fail(new FetchRefused('too-large', `The page is larger than ${options.maxBytes} bytes`));
        else chunks.push(chunk);
      });
      stream.on('error', (error: Error) => fail(new FetchRefused('network', error.message)));
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status, location: undefined, contentType, body: Buffer.concat(chunks) });
      });
    });
    req.end();
  });
}

/**
 * GET a URL that a person typed, without letting it reach inside our network: http(s) on ports
 * 80/443 only,
 * every hop's host resolved and refused unless public (the checked address is the one
 * connected to), at most `maxRedirects` redirects (each re-checked), a byte cap on the
 * decompressed body and one deadline for the whole exchange. Throws FetchRefused.
 */
export async function safeFetch(options: SafeFetchOptions): Promise<SafeFetchResult> {
  const settings = {
    maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
    timeoutMs: options.timeoutMs ?? env().JD_IMPORT_TIMEOUT_MS,
    maxRedirects: options.maxRedirects ?? 5,
    accept: options.accept ?? 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  };
  const deadline = Date.now() + settings.timeoutMs;
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    throw new FetchRefused('scheme', 'Not a valid URL');
  }
  for (let redirects = 0; ; redirects++) {
    const pinned = await pinPublicAddress({
      url,
      allowLoopback: env().JD_IMPORT_ALLOW_LOOPBACK,
      deadline,
      timeoutMs: settings.timeoutMs,
    });
    const hop = await requestOnce(url, pinned, settings, deadline);
    if (!REDIRECTS.has(hop.status)) {
      if (hop.status < 200 || hop.status >= 300)
        throw new FetchRefused('http-status', `The server answered ${hop.status}`);
      return {
        url: url.toString(),
        status: hop.status,
        contentType: hop.contentType,
        body: hop.body,
      };
    }
    if (!hop.location)
      throw new FetchRefused('http-status', `A ${hop.status} redirect without a Location`);
    if (redirects >= settings.maxRedirects)
      throw new FetchRefused('too-many-redirects', `More than ${settings.maxRedirects} redirects`);
    try {
      url = new URL(hop.location, url);
    } catch {
      throw new FetchRefused('http-status', 'A redirect to an invalid URL');
    }
  }
}
