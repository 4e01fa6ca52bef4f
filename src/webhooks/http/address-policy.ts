import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which receiver addresses a webhook may reach when private networks are not allowed (SPEC §8):
 * only globally routable unicast. Everything that reaches this host, its network, a cloud
 * metadata service or a special-purpose block is refused. Pure: no DNS here.
 */

interface Block {
  /** Network address and prefix length. */
  cidr: string;
  reason: string;
}

const IPV4_BLOCKS: Block[] = [
  { cidr: '0.0.0.0/8', reason: 'unspecified' },
  { cidr: '10.0.0.0/8', reason: 'private' },
  { cidr: '100.64.0.0/10', reason: 'shared address space (CGNAT)' },
  { cidr: '127.0.0.0/8', reason: 'loopback' },
  { cidr: '169.254.0.0/16', reason: 'link-local (cloud metadata)' },
  { cidr: '172.16.0.0/12', reason: 'private' },
  { cidr: '192.0.0.0/24', reason: 'special-purpose' },
  { cidr: '192.0.2.0/24', reason: 'documentation' },
  { cidr: '192.88.99.0/24', reason: 'special-purpose' },
  { cidr: '192.168.0.0/16', reason: 'private' },
  { cidr: '198.18.0.0/15', reason: 'benchmarking' },
  { cidr: '198.51.100.0/24', reason: 'documentation' },
  { cidr: '203.0.113.0/24', reason: 'documentation' },
  { cidr: '224.0.0.0/4', reason: 'multicast' },
  { cidr: '240.0.0.0/4', reason: 'reserved' },
];

const IPV6_BLOCKS: Block[] = [
  { cidr: '::/128', reason: 'unspecified' },
  { cidr: '::1/128', reason: 'loopback' },
  // The whole reserved block (IPv4-compatible, SIIT ::ffff:0:0:0/96, ISATAP-style ::5efe:…):
  // stacks may reach the embedded IPv4 address; only IPv4-mapped (a carrier above) is allowed.
  { cidr: '::/8', reason: 'reserved (embeds an IPv4 address)' },
  { cidr: '64:ff9b:1::/48', reason: 'special-purpose' },
  { cidr: '100::/64', reason: 'discard' },
  { cidr: '2001:db8::/32', reason: 'documentation' },
  { cidr: '2001::/23', reason: 'special-purpose' },
  { cidr: 'fc00::/7', reason: 'unique local (private)' },
  { cidr: 'fe80::/10', reason: 'link-local' },
  { cidr: 'fec0::/10', reason: 'site-local' },
  { cidr: 'ff00::/8', reason: 'multicast' },
];

/** IPv6 blocks that carry an IPv4 address: judged by that address (prefix bits, its offset). */
const IPV4_CARRIERS: { cidr: string; offset: number }[] = [
  { cidr: '::ffff:0:0/96', offset: 12 }, // IPv4-mapped
  { cidr: '64:ff9b::/96', offset: 12 }, // NAT64
  { cidr: '2002::/16', offset: 2 }, // 6to4
];

/** Why `address` (an IP literal) must not be reached, or undefined when it may. */
export function forbiddenAddressReason(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (isIPv4(bare)) return ipv4Reason(ipv4Bytes(bare));
  const bytes = ipv6Bytes(bare);
  if (!bytes) return 'not an IP address';
  for (const carrier of IPV4_CARRIERS) {
    if (matches(bytes, carrier.cidr, ipv6Bytes)) {
      return ipv4Reason(bytes.subarray(carrier.offset, carrier.offset + 4));
    }
  }
  return IPV6_BLOCKS.find((block) => matches(bytes, block.cidr, ipv6Bytes))?.reason;
}

function ipv4Reason(bytes: Uint8Array): string | undefined {
  return IPV4_BLOCKS.find((block) => matches(bytes, block.cidr, ipv4Bytes))?.reason;
}

function matches(
  bytes: Uint8Array,
  cidr: string,
  parse: (text: string) => Uint8Array | undefined,
): boolean {
  const [network, bitsText] = cidr.split('/');
  const prefix = parse(network ?? '');
  const bits = Number(bitsText);
  if (!prefix || prefix.length !== bytes.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Bytes(text: string): Uint8Array {
  return Uint8Array.from(text.split('.').map(Number));
}

function ipv6Bytes(text: string): Uint8Array | undefined {
  if (!isIPv6(text)) return undefined;
  let normalized = text;
  const lastColon = normalized.lastIndexOf(':');
  const tail = normalized.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(tail);
    normalized = `${normalized.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = normalized.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
          ...tailGroups,
        ];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}
