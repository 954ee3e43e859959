import 'server-only';
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { FetchRefused } from './fetch-refused';
import { isBlockedAddress } from './is-blocked-address';

export type PinnedAddress = { address: string; family: 4 | 6; lookup: LookupFunction };

export type PinPublicAddressOptions = {
  url: URL;
  /** Test-only switch (JD_IMPORT_ALLOW_LOOPBACK, WEBHOOK_ALLOW_LOOPBACK): loopback and its ports allowed. */
  allowLoopback: boolean;
  /** Give up resolving at this time (ms since the epoch). */
  deadline: number;
  timeoutMs: number;
};

/** Web ports only: other ports reach SSH, databases, admin consoles. */
const ALLOWED_PORTS = new Set([80, 443]);

const isLoopbackAddress = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

export async function resolvePublic(
  hostname: string,
  allowLoopback: boolean,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(host);
  if (literal) {
    if (isBlockedAddress(host, { allowLoopback }))
      throw new FetchRefused('blocked-address', `${host} is not a public address`);
    return { address: host, family: literal as 4 | 6 };
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new FetchRefused('dns', `${host} could not be resolved`);
  }
  if (!addresses.length) throw new FetchRefused('dns', `${host} has no address`);
  // Any private answer refuses the host: a name that mixes public and private addresses is a rebinding trick.
  const blocked = addresses.find((a) => isBlockedAddress(a.address, { allowLoopback }));
  if (blocked)
    throw new FetchRefused(
      'blocked-address',
      `${host} resolves to ${blocked.address}, which is not a public address`,
    );
  const first = addresses[0]!;
  return { address: first.address, family: first.family as 4 | 6 };
}

/**
 * The one address a request to `url` may connect to: http(s) without credentials, the host
 * resolved and refused unless every address it has is public, port 80/443 (the test-only
 * loopback switch lets a local server's port through). The returned `lookup` always answers that
 * address, so the connection cannot be re-pointed after the check. Throws FetchRefused.
 */
export async function pinPublicAddress({
  url,
  allowLoopback,
  deadline,
  timeoutMs,
}: PinPublicAddressOptions): Promise<PinnedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('scheme', `${url.protocol} URLs are not fetched`);
  if (url.username || url.password)
    throw new FetchRefused('scheme', 'URLs with credentials are not fetched');
  const pinned = await Promise.race([
    resolvePublic(url.hostname, allowLoopback),
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new FetchRefused('timeout', `No answer within ${timeoutMs} ms`)),
        Math.max(0, deadline - Date.now()),
      ).unref(),
    ),
  ]);
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!ALLOWED_PORTS.has(port) && !(allowLoopback && isLoopbackAddress(pinned.address))) {
    throw new FetchRefused('port', `Port ${port} is not fetched (only 80 and 443)`);
  }
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all)
      (callback as (e: null, a: dns.LookupAddress[]) => void)(null, [
        { address: pinned.address, family: pinned.family },
      ]);
    else callback(null, pinned.address, pinned.family);
  };
  return { ...pinned, lookup };
}
