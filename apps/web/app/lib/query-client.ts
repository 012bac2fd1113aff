import { QueryClient } from '@tanstack/react-query'

let browserClient: QueryClient | undefined

const create = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 } },
  })

/** One client for the browser's lifetime; a fresh one per server render so requests never share state. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return create()
  browserClient ??= create()
  return browserClient
}
