import 'server-only';
import net from 'node:net';

// Addresses a URL import must never reach: this host, private networks, link-local (with the
// cloud metadata endpoints), carrier-grade NAT, multicast, reserved and documentation ranges.
const v4 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  v4.addSubnet(prefix, bits, 'ipv4');
}

const v6 = new net.BlockList();
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 32], // Teredo: tunnels to an embedded IPv4 address
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique-local (incl. AWS's fd00:ec2::254 metadata)
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  v6.addSubnet(prefix, bits, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (handles `::` and a dotted IPv4 tail). */
function hextets(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((h) => parseInt(h || '0', 16));
}

function isLoopback(address: string, family: 4 | 6): boolean {
  if (family === 4) return address.startsWith('127.');
  const h = hextets(address);
  return h.slice(0, 7).every((x) => x === 0) && h[7] === 1;
}

/**
 * True when `address` (an IP literal) is not a public unicast address. IPv4 embedded in IPv6
 * (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) is judged as the
 * IPv4 address it reaches. `allowLoopback` (tests only) lets 127.0.0.0/8 and ::1 through.
 */
export function isBlockedAddress(address: string, options: { allowLoopback?: boolean } = {}): boolean {
  const family = net.isIP(address);
  if (family === 4) {
    if (options.allowLoopback && isLoopback(address, 4)) return false;
    return v4.check(address, 'ipv4');
  }
  if (family !== 6) return true;
  const h = hextets(address);
  const embedsV4 =
    (h.slice(0, 5).every((x) => x === 0) && (h[5] === 0xffff || h[5] === 0)) ||
    (h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((x) => x === 0));
  if (embedsV4 && !(h[5] === 0 && h[6] === 0 && (h[7] ?? 0) <= 1)) {
    const v4address = [h[6]! >> 8, h[6]! & 255, h[7]! >> 8, h[7]! & 255].join('.');
    return isBlockedAddress(v4address, options);
  }
  if (options.allowLoopback && isLoopback(address, 6)) return false;
  return v6.check(address, 'ipv6');
}
