import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** One address a host name resolves to; family 4 or 6. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to: the system's resolver in production, a fake DNS answer in tests. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithSystem: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Where a webhook must never go (decision 079): this host, the private networks behind it and the cloud
 * metadata service on link-local, plus the ranges no public receiver lives on (documentation, benchmarking,
 * multicast, reserved). Node's BlockList judges an IPv4-mapped IPv6 address (::ffff:10.0.0.1) by the IPv4 address
 * it carries, so it is no way round.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (without brackets) is one a public receiver may have. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host as an IP address when it is one ([::1] without its brackets), else null. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
}

/** The first address that is not public, or undefined; any one refuses the host (a rebinding answer mixes them). */
export const firstNonPublic = (addresses: readonly ResolvedAddress[]) =>
  addresses.find((resolved) => !isPublicAddress(resolved.address));

export const privateAddressMessage = (host: string, address: string) =>
  `${host} resolves to ${address}, a private or local address: webhooks go to public addresses only`;
