import net from 'node:net';

/**
 * Which hops of a request's path are the operator's own proxies (TRUST_PROXY), and so which
 * X-Forwarded-For entry names the client. A proxy appends the address it received the request
 * from to X-Forwarded-For; anything to the left of that was written by whoever sent the request
 * and can be forged. So the path is read from the right: the socket peer, then the header's
 * entries right to left, and the client is the first hop that is not a trusted proxy (the
 * rightmost untrusted hop). The leftmost entry is never believed for its own sake.
 *
 * - `true`: the proxies are on this machine or a private network (loopback, link-local and
 *   private ranges: 127.0.0.0/8, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16, ::1,
 *   fc00::/7, fe80::/10).
 * - a number n: the n nearest hops are proxies (1: only the socket peer).
 * - a list of addresses, subnets and the names `loopback`, `linklocal`, `uniquelocal`.
 */
export type TrustedHop = (address: string, hop: number) => boolean;

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An IPv4 address on a dual-stack socket (::ffff:a.b.c.d) is that IPv4 address. */
export function plainAddress(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && net.isIPv4(lower.slice(7)) ? lower.slice(7) : address;
}

/** One X-Forwarded-For entry as an address, or undefined when it is not one ([v6] brackets allowed). */
function entryAddress(entry: string): string | undefined {
  const bare = entry.trim().replace(/^\[(.*)\]$/, '$1');
  return net.isIP(bare) ? plainAddress(bare) : undefined;
}

/** Parses TRUST_PROXY; throws an Error naming the bad entry. */
export function parseTrustProxy(value: string | false): TrustedHop {
  if (value === false) return () => false;
  const text = value.trim();
  if (text.toLowerCase() === 'true') return parseTrustProxy('loopback, linklocal, uniquelocal');
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const list = new net.BlockList();
  for (const item of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    for (const range of NAMED[item.toLowerCase()] ?? [item]) {
      const [address, bits, extra] = range.split('/');
      const family = net.isIP(address);
      const prefix = bits === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
      if (!family || extra !== undefined || !(prefix >= 0 && prefix <= (family === 6 ? 128 : 32))) {
        throw new Error(`"${item}" is not an address, a subnet (a.b.c.d/n) or one of loopback, linklocal, uniquelocal`);
      }
      list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
  }
  return (address) => list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the rightmost hop that is not a trusted proxy. An entry that is not an
 * address ends the walk at the last good hop (the proxy that passed it on), so a garbage header
 * can neither move the caller elsewhere nor reach the database as an address.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | string[] | undefined, trusted: TrustedHop): string {
  let client = plainAddress(socketAddress);
  if (!net.isIP(client)) return client;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').reverse();
  if (entries.length === 1 && !entries[0].trim()) return client;
  for (let hop = 0; hop < entries.length && trusted(client, hop); hop++) {
    const next = entryAddress(entries[hop]);
    if (!next) break;
    client = next;
  }
  return client;
}
