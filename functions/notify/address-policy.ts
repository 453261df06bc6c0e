import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must never reach: our own network and the cloud's. Loopback is listed apart because local mode
 * (the dev process and its tests) allows it; everything else is refused in every mode.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, including the instance metadata service 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96], // NAT64 reaches IPv4 space
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): a translator inside someone's network
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local, including the EC2 IPv6 metadata address fd00:ec2::254
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) internal.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address hidden in an IPv6 one (`::ffff:10.0.0.1`, `::ffff:a00:1`, `::10.0.0.1`), as dotted IPv4; else null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^::(?:ffff:(?:0:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  return ipv4Of(parseInt(hex[1], 16), parseInt(hex[2], 16));
}

const ipv4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = tail
    ? `${address.slice(0, tail.index)}${((+tail[1] << 8) | +tail[2]).toString(16)}:${((+tail[3] << 8) | +tail[4]).toString(16)}`
    : address;
  const [head, rest] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(rest);
  return rest === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 addresses a transition address leads to: 6to4 (`2002::/16`, the IPv4 in bits 16–47), Teredo (`2001::/32`:
 * the server's IPv4 in bits 32–63, the client's inverted in the last 32) and NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`,
 * the IPv4 in the last 32 bits). A gateway on the way may deliver to them, so they are judged by those addresses.
 */
function transitionIpv4(address: string): string[] {
  const g = ipv6Groups(address.toLowerCase());
  if (g[0] === 0x2002) return [ipv4Of(g[1], g[2])];
  if (g[0] === 0x2001 && g[1] === 0) return [ipv4Of(g[2], g[3]), ipv4Of(g[6] ^ 0xffff, g[7] ^ 0xffff)];
  if (g[0] === 0x64 && g[1] === 0xff9b && (g[2] === 1 || g.slice(2, 6).every((x) => x === 0))) return [ipv4Of(g[6], g[7])];
  return [];
}

export type AddressVerdict = 'public' | 'loopback' | 'internal' | 'invalid';

/** Classifies one IP address (v4 or v6, brackets stripped). */
export function classifyAddress(raw: string): AddressVerdict {
  const address = raw.replace(/^\[|\]$/g, '');
  const family = isIP(address);
  if (family === 0) return 'invalid';
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return classifyAddress(v4);
    // Loopback behind a transition prefix is not the dev machine's loopback: anything but public is internal.
    if (transitionIpv4(address).some((inner) => classifyAddress(inner) !== 'public')) return 'internal';
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return 'loopback';
  return internal.check(address, type) ? 'internal' : 'public';
}

/** Whether a webhook may connect to this address: public always, loopback only in local mode. */
export function addressAllowed(address: string, localMode: boolean): boolean {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'loopback' && localMode);
}
