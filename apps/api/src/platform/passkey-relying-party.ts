import { isIP } from 'node:net'

/** Where passkeys live (ADR 067): the relying party's id (a domain) and the origins allowed to use them. */
export function passkeyRelyingParty(config: {
  PORT: number
  PUBLIC_ORIGIN?: string | undefined
  PASSKEY_RP_ID?: string | undefined
  PASSKEY_ORIGINS?: string[] | undefined
}): { rpId: string; origins: string[] } {
  const storefront = () => {
    const url = new URL(config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`)
    // An IP address is no relying party: a browser on the same machine uses localhost instead.
    if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) url.hostname = 'localhost'
    return url
  }
  const rpId = (config.PASSKEY_RP_ID ?? storefront().hostname).toLowerCase()
  return { rpId, origins: config.PASSKEY_ORIGINS ?? [storefront().origin] }
}

/** Origins that a passkey cannot be used on (not on the relying party's domain), each a sentence. */
export function passkeyOriginProblems(config: Parameters<typeof passkeyRelyingParty>[0]): string[] {
  // Derived from PUBLIC_ORIGIN alone, the relying party and its origin agree by construction.
  if (!config.PASSKEY_RP_ID && !config.PASSKEY_ORIGINS) return []
  try {
    const { rpId, origins } = passkeyRelyingParty(config)
    return origins
      .filter((origin) => {
        const host = new URL(origin).hostname
        return host !== rpId && !host.endsWith(`.${rpId}`)
      })
      .map((origin) => `${origin} is not on ${rpId} (PASSKEY_RP_ID): a passkey works only on its domain`)
  } catch {
    // A bad PORT, PUBLIC_ORIGIN or PASSKEY_ORIGINS: that variable's own issue says so.
    return []
  }
}
