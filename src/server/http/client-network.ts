import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a per-address limit counts a client by: an IPv4 address whole; an IPv6 address by its /64, since a
 * household or a host is given a whole /64 and can change the last 64 bits at will; an IPv4-mapped IPv6
 * address (::ffff:1.2.3.4) as the IPv4 address it carries. Anything else is returned as it is.
 */
export function clientNetwork(address: string): string {
  const bare = address.split('%')[0] ?? ''; // without an IPv6 zone (fe80::1%eth0)
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:65535') {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, an IPv4 tail (::ffff:1.2.3.4) as its last two. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const [head, tail] = text.split('::');
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
