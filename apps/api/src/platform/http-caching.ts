/** Content codings a precompressed answer can come in, best first when the client likes them equally. */
export type TContentCoding = 'br' | 'gzip' | 'identity'

const CODINGS: readonly TContentCoding[] = ['br', 'gzip', 'identity']

/**
 * The codings an `Accept-Encoding` header allows, the client's preference first (q-values, then br
 * before gzip). `identity` is always last unless refused; no header means identity only (RFC 9110
 * §12.5.3).
 */
export function acceptedCodings(header: string | undefined): TContentCoding[] {
  if (header === undefined) return ['identity']
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    // A q-value that is not a number refuses the coding rather than guessing.
    const q = parameters
      .find((parameter) => /^\s*q\s*=/.test(parameter))
      ?.split('=')[1]
      ?.trim()
    const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0)
  }
  const star = weights.get('*')
  const weightOf = (coding: TContentCoding) =>
    weights.get(coding) ?? (coding === 'identity' ? (star === 0 ? 0 : 0.001) : (star ?? 0))
  return CODINGS.filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a))
}

/** Does an `If-None-Match` header name one of these entity tags (weak comparison, a list, or `*`)? */
export function matchesIfNoneMatch(header: string | undefined, etags: readonly string[]): boolean {
  if (!header) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  const known = new Set(etags.map(strip))
  return header.split(',').some((tag) => strip(tag) === '*' || known.has(strip(tag)))
}
