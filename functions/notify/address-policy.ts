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
  const hi = parseInt(hex[1], 16);
  const lo = parseInt(hex[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
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
