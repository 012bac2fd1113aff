/** Spec §8 logged diagnostic: the loyalty helper was asked to call out without its key. */
export const MISSING_LOYALTY_KEY = 'Cannot call the loyalty service: API key is missing.'

export type TLoyaltyRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  body?: unknown
}
export type TLoyaltyService = <T>(request: TLoyaltyRequest) => Promise<T | []>

/**
 * The loyalty service helper (spec §7): sends an arbitrary method, url and body with a bearer key and
 * answers the reply's `data` — or an empty list when there is no data, or no key (then the spec's
 * missing-key diagnostic is logged, once per process). A failed call (network error, timeout or a
 * non-2xx answer) is logged and rethrown (spec §8), never taken for "no data".
 */
export function createLoyaltyService(options: {
  key: string | undefined
  log: (message: string) => void
  fetch?: typeof fetch
  timeoutMs?: number
}): TLoyaltyService {
  const send = options.fetch ?? fetch
  let hasWarned = false
  return async <T>(request: TLoyaltyRequest): Promise<T | []> => {
    if (!options.key) {
      if (!hasWarned) options.log(MISSING_LOYALTY_KEY)
      hasWarned = true
      return []
    }
    let response: Response
    try {
      response = await send(request.url, {
        method: request.method,
        headers: {
          Authorization: `Bearer ${options.key}`,
          Accept: 'application/json',
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      })
    } catch (error) {
      options.log(`Loyalty service ${request.method} ${request.url} failed: ${(error as Error).message}`)
      throw error
    }
    if (!response.ok) {
      const message = `Loyalty service ${request.method} ${request.url} answered ${response.status}`
      options.log(message)
      throw new Error(message)
    }
    const text = await response.text()
    const json = text ? (JSON.parse(text) as { data?: T } | null) : null
    return json?.data ?? []
  }
}
