import type { TEnvelope } from '@deli/contracts'
import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts/constants'
import { getWebClient } from './api.server.ts'

/**
 * Server-side API calls made on the guest's behalf: the web key plus the guest's own Cookie header,
 * so the API sees the guest's session (checkout's sign-in check, the confirmation's order, the
 * calendar file). Nothing else of the browser's request is forwarded.
 */
export function fetchAsGuest(path: string, request: Request, method: 'GET' | 'POST' = 'GET') {
  const client = getWebClient()
  const cookie = request.headers.get('cookie')
  return fetch(`${client.origin}/api/v1/${path}`, {
    method,
    headers: {
      [APP_NAME_HEADER]: client.appName,
      [API_KEY_HEADER]: client.apiKey,
      ...(cookie ? { cookie } : {}),
    },
    signal: request.signal,
  })
}

/** The envelope's data; a failure becomes a Response with the API's status for the route's error boundary. */
export async function apiDataAsGuest<T>(path: string, request: Request, method: 'GET' | 'POST' = 'GET') {
  const response = await fetchAsGuest(path, request, method)
  const body = (await response.json()) as TEnvelope<T>
  if (body.status === 'ok') return body.data
  throw new Response(body.message, { status: response.status, statusText: body.code })
}
