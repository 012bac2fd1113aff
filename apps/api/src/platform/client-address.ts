import { isIP } from 'node:net'

/**
 * Who TRUST_PROXY says may write X-Forwarded-For (ADR 043): `false` (nobody: the socket's address
 * is the client), a number of proxies in front (the address that many hops from the socket), or
 * the proxies' own addresses and CIDRs (`@fastify/proxy-addr`'s keywords `loopback`,
 * `linklocal` and `uniquelocal` too).
 */
export type TTrustProxy = false | number | string[]

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal'])

const isAddressOrRange = (entry: string): boolean => {
  if (KEYWORDS.has(entry)) return true
  const [address = '', bits, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/** TRUST_PROXY's text as a TTrustProxy, or why it is not one. `true` is one proxy. */
export function parseTrustProxy(text: string): TTrustProxy | { error: string } {
  const value = text.trim().toLowerCase()
  if (value === '' || value === 'false' || value === '0') return false
  if (value === 'true') return 1
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops <= 10 ? hops : { error: 'at most 10 proxies' }
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const bad = entries.filter((entry) => !isAddressOrRange(entry))
  if (bad.length > 0)
    return {
      error: `"${bad.join('", "')}" is not an address or CIDR: use false, the number of proxies in front (e.g. 1), or their addresses (e.g. 10.0.0.0/8,loopback)`,
    }
  return entries
}

/**
 * Fastify's `trustProxy` for a TTrustProxy. A hop count trusts the socket and the entries the
 * proxies appended, never the left-most ones the client wrote. An address list also trusts
 * loopback: the storefront's server-side render calls this API on 127.0.0.1 and forwards its
 * visitor's address as X-Forwarded-For.
 */
export function fastifyTrustProxy(
  trust: TTrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || trust === 0) return false
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return trust.includes('loopback') ? trust : [...trust, 'loopback']
}

const expandIpv6 = (written: string): number[] => {
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) is the last two groups.
  const address = written.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [((Number(a) << 8) | Number(b)).toString(16), ((Number(c) << 8) | Number(d)).toString(16)].join(':'),
  )
  const [head = '', tail] = address.split('::')
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16))
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The part of a client's address a rate limit counts (ADR 043): an IPv4 address whole (also when
 * written IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address by its /64 — one subscriber is handed a
 * whole /64, so counting single addresses would give them 2^64 fresh allowances.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  if (isIP(ip) !== 6) return ip
  // A zone id (fe80::1%eth0) names an interface, not part of the address.
  const groups = expandIpv6(ip.split('%')[0] ?? ip).slice(0, 4)
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`
}
