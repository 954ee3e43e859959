import 'server-only';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

// Addresses a URL import must never reach, after IANA's IPv4 and IPv6 Special-Purpose Address
// Registries (checked 2026-11): everything there that is not globally reachable, plus multicast.
// A few registry entries that are globally reachable (AS112, AMT, PCP anycast) are blocked too:
// no job board lives there.
const v4Blocked = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (cloud metadata 169.254.169.254)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation (TEST-NET-1)
  '192.31.196.0/24', // AS112-v4
  '192.52.193.0/24', // AMT
  '192.88.99.0/24', // deprecated 6to4 relay anycast
  '192.168.0.0/16', // private
  '192.175.48.0/24', // direct delegation AS112
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation (TEST-NET-2)
  '203.0.113.0/24', // documentation (TEST-NET-3)
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and 255.255.255.255 broadcast
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));

// IPv6 outside 2000::/3 (global unicast) is refused outright: that covers ::/128, ::1, the
// deprecated IPv4-compatible ::/96, 64:ff9b:1::/48 (local-use NAT64), 100::/64 and
// 100:0:0:1::/64 (discard, dummy), ::ffff:0:0:0/96 (IPv4-translated), 5f00::/16 (SRv6 SIDs),
// fc00::/7 (unique-local, incl. AWS's fd00:ec2::254), fe80::/10, fec0::/10 and ff00::/8.
// Inside it, these special-purpose blocks are refused too.
const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');
const v6Blocked = [
  '2001::/23', // IETF protocol assignments (incl. Teredo 2001::/32, benchmarking, ORCHID)
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4: tunnels to an embedded IPv4 address
  '2620:4f:8000::/48', // direct delegation AS112
  '3fff::/20', // documentation
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

// IPv4 reached through IPv6: judged as the IPv4 address it reaches.
const ipv4Mapped = ipaddr.IPv6.parseCIDR('::ffff:0:0/96');
const nat64WellKnown = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function v4Blocks(address: ipaddr.IPv4, allowLoopback: boolean): boolean {
  if (allowLoopback && address.range() === 'loopback') return false;
  return v4Blocked.some((range) => address.match(range));
}

/**
 * True when `address` (an IP literal) is not a public unicast address. IPv4 embedded in IPv6
 * (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) is judged as the IPv4 address it reaches.
 * `allowLoopback` (tests only) lets 127.0.0.0/8 and ::1 through.
 */
export function isBlockedAddress(
  address: string,
  options: { allowLoopback?: boolean } = {},
): boolean {
  const allowLoopback = options.allowLoopback ?? false;
  const text = address.split('%')[0] ?? '';
  // net.isIP first: ipaddr.js also accepts shorthand IPv4 ("127.1", hex, octal) that no resolver returns.
  const family = net.isIP(text);
  if (family === 4) return v4Blocks(ipaddr.IPv4.parse(text), allowLoopback);
  if (family !== 6) return true;
  // The WHATWG serialiser first: ipaddr.js reads "::a.b.c.d" (IPv4-compatible) as "::ffff:a.b.c.d".
  const v6 = ipaddr.IPv6.parse(new URL(`http://[${text}]/`).hostname.slice(1, -1));
  if (v6.match(ipv4Mapped)) return v4Blocks(v6.toIPv4Address(), allowLoopback);
  if (v6.match(nat64WellKnown)) {
    const [hi, lo] = [v6.parts[6]!, v6.parts[7]!];
    return v4Blocks(new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]), allowLoopback);
  }
  if (allowLoopback && v6.range() === 'loopback') return false;
  if (!v6.match(globalUnicast)) return true;
  return v6Blocked.some((range) => v6.match(range));
}
