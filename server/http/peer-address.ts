import 'server-only';
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * Route handlers only see a Web `Request`, and `next start` writes the socket's address into
 * X-Forwarded-For only when the client did not send one (`??=`), so a client that sends its own
 * header hides its real address. A `request` hook on every HTTP server writes the socket peer
 * into this header (overwriting whatever the client sent), tagged with a per-process secret so a
 * client cannot forge it even for a request that arrived before the hook was installed.
 */
export const PEER_HEADER = 'x-pursuit-peer';

const secretKey = Symbol.for('pursuit.peerSecret');
const installedKey = Symbol.for('pursuit.peerHookInstalled');
type Store = { [secretKey]?: string; [installedKey]?: boolean };

/** The per-process secret (shared through globalThis: instrumentation and routes are separate bundles). */
function peerSecret(): string {
  const store = globalThis as Store;
  store[secretKey] ??= randomBytes(18).toString('base64url');
  return store[secretKey];
}

/** The header value that says "this request came from socket peer `address`". */
export function peerHeaderValue(address: string): string {
  return `${peerSecret()} ${address}`;
}

/** The socket peer recorded by the hook, or null when the header is missing or forged. */
export function readPeerAddress(headers: Headers): string | null {
  const value = headers.get(PEER_HEADER);
  if (!value) return null;
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space) !== peerSecret()) return null;
  return value.slice(space + 1) || null;
}

/** Installs the hook once per process (called from instrumentation.ts when the server starts). */
export function installPeerAddressHook(): void {
  const store = globalThis as Store;
  if (store[installedKey]) return;
  store[installedKey] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithPeer(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = peerHeaderValue(req.socket.remoteAddress ?? '');
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
