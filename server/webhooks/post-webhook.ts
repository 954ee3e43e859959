import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { env } from '@/server/env';
import { FetchRefused } from '@/server/jd-import/fetch-refused';
import { pinPublicAddress } from '@/server/jd-import/pin-public-address';

export type PostWebhookOptions = { url: string; headers: Record<string, string>; body: string };

/** How much of a receiver's answer is read (then dropped): receivers answer short or not at all. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a webhook under the URL-import SSRF rules, checked again on every call: public addresses
 * only (the checked address is the one connected to), ports 80/443, no redirects followed (a 3xx
 * is the receiver's answer, a failure), one deadline of WEBHOOK_TIMEOUT_MS. Resolves with the
 * status; throws FetchRefused when no answer came.
 */
export async function postWebhook({
  url: raw,
  headers,
  body,
}: PostWebhookOptions): Promise<{ status: number }> {
  const { WEBHOOK_TIMEOUT_MS: timeoutMs, WEBHOOK_ALLOW_LOOPBACK: allowLoopback } = env();
  const deadline = Date.now() + timeoutMs;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('scheme', 'Not a valid URL');
  }
  const pinned = await pinPublicAddress({ url, allowLoopback, deadline, timeoutMs });
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (error: Error | null, status = 0) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      if (error) reject(error);
      else resolve({ status });
    };
    const req = client.request(url, {
      method: 'POST',
      lookup: pinned.lookup,
      agent: false,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    const timer = setTimeout(
      () => finish(new FetchRefused('timeout', `No answer within ${timeoutMs} ms`)),
      Math.max(0, deadline - Date.now()),
    );
    req.on('error', (error) =>
      finish(error instanceof FetchRefused ? error : new FetchRefused('network', error.message)),
    );
    req.on('response', (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) finish(null, res.statusCode ?? 0);
      });
      res.on('end', () => finish(null, res.statusCode ?? 0));
      res.on('error', () => finish(null, res.statusCode ?? 0));
    });
    req.end(body);
  });
}
