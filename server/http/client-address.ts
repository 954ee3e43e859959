import 'server-only';
import ipaddr from 'ipaddr.js';
import { env } from '@/server/env';
import { readPeerAddress } from './peer-address';

/** A bucket name for an address: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 as its /64. */
export function addressBucket(address: string): string {
  const text = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return 'invalid';
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  // One host gets a whole /64 (SLAAC, privacy addresses): limiting per address would be no limit.
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
}

/**
 * The client's rate-limit bucket. The chain is the X-Forwarded-For entries followed by the
 * socket peer; with TRUST_PROXY_HOPS=N (default 0) the client is the N-th address from the
 * right, so only entries written by the N trusted proxies are believed. A chain shorter than
 * that holds no client-written entry, and its leftmost address is used.
 */
export function clientAddress(req: Request): string {
  const peer = readPeerAddress(req.headers);
  if (!peer) return 'unknown';
  const hops = env().TRUST_PROXY_HOPS;
  if (hops === 0) return addressBucket(peer);
  const forwarded = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return addressBucket(chain[Math.max(0, chain.length - 1 - hops)]!);
}
