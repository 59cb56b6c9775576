/**
 * Which addresses a server fetching user-given URLs may connect to (docs/decisions.md, «One guarded fetch»): public
 * unicast only. The ranges are ipaddr.js's (IANA's special-purpose registries, kept up to date there), not a list of
 * ours: loopback, private, link-local, CGNAT, multicast, broadcast, documentation, benchmarking, unique-local, 6to4,
 * Teredo, NAT64 (both prefixes), IPv4-mapped and every other reserved block are all «not unicast».
 */
import ipaddr from 'ipaddr.js';

/** ::/96, the IPv4-compatible form RFC 4291 deprecated: ipaddr.js calls it unicast, a kernel may route it anywhere. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** Dotted-quad IPv4 or IPv6, brackets dropped; null for anything else (ipaddr.isValid also takes «1.2.3» and hex). */
function parseStrict(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const literal = address.replace(/^\[|\]$/g, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(literal) || ipaddr.IPv6.isValid(literal)) return ipaddr.parse(literal);
  return null;
}

/** True only for a literal IPv4 or IPv6 address in public unicast space; anything else (a name, garbage) is false. */
export function isPublicUnicast(address: string): boolean {
  const parsed = parseStrict(address);
  if (!parsed) return false;
  if (parsed.range() !== 'unicast') return false;
  return !(parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE));
}

/** Whether a host of a URL is an IP literal (v4 or bracketed v6): such a host never goes through DNS. */
export function isIpLiteral(host: string): boolean {
  return parseStrict(host) !== null;
}

/** Where a check runs: the URL's literal host, each DNS answer, the socket actually connected. */
export type CheckPoint = 'url' | 'dns' | 'socket';

/** Whether the guarded fetch may use `address`, seen at `at`. */
export type AddressPolicy = (address: string, at: CheckPoint) => boolean;

const publicOnly: AddressPolicy = (address) => isPublicUnicast(address);
const anyAddress: AddressPolicy = () => true;

/** Public unicast only, unless `allowPrivate` (ICAL_ALLOW_PRIVATE_URLS: the tests' local servers, private networks). */
export function addressPolicy(allowPrivate: boolean): AddressPolicy {
  return allowPrivate ? anyAddress : publicOnly;
}
