import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a request comes from, as a throttling key. Directly from the socket, unless the socket's
 * peer is a proxy this instance trusts (`COMMERCE_TRUSTED_PROXIES`, e.g. nginx in `npm run demo:cluster`):
 * then from `X-Forwarded-For`, read from the right, past the trusted proxies' own entries, so a client
 * cannot choose its key by sending the header itself. An IPv6 client is its /64 network (one home or
 * phone gets a whole /64); an IPv4-mapped address is its IPv4 address.
 */

/** The trusted proxies' addresses from a comma-separated list (invalid entries are left out). */
export function trustedProxies(list: string | undefined): ReadonlySet<string> {
  const addresses = (list ?? '')
    .split(',')
    .map((entry) => plainAddress(entry.trim()))
    .filter((entry) => isIPv4(entry) || isIPv6(entry));
  return new Set(addresses);
}

export function clientAddress(req: IncomingMessage, trusted: ReadonlySet<string>): string {
  let address = plainAddress(req.socket.remoteAddress ?? '');
  if (trusted.has(address)) {
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => plainAddress(hop.trim()));
    for (let index = hops.length - 1; index >= 0 && trusted.has(address); index -= 1) {
      const hop = hops[index]!;
      if (!isIPv4(hop) && !isIPv6(hop)) break;
      address = hop;
    }
  }
  return networkOf(address);
}

function plainAddress(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIPv4(lower.slice(7)) ? lower.slice(7) : lower;
}

/** An IPv6 address's first four groups (its /64); anything else as it is. */
function networkOf(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back] : front;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
