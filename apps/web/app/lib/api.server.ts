import type { TEnvelope } from '@deli/contracts'
import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts/constants'

/** The storefront's own API credentials; the browser gets the same public pair through the root loader. */
export function getWebClient() {
  return {
    origin: process.env.DELI_API_ORIGIN ?? 'http://127.0.0.1:3000',
    appName: process.env.DELI_WEB_APP_NAME ?? 'web',
    apiKey: process.env.DELI_WEB_API_KEY ?? '',
  }
}

/**
 * Server-side API call over HTTP (the only contract between storefront and API). A 404 becomes a
 * 404 response for the route's error boundary; other failures keep their status.
 */
export async function apiGet<T>(path: string, request?: Request): Promise<T> {
  const client = getWebClient()
  const response = await fetch(`${client.origin}/api/v1/${path}`, {
    headers: {
      [APP_NAME_HEADER]: client.appName,
      [API_KEY_HEADER]: client.apiKey,
      accept: 'application/json',
    },
    signal: request?.signal,
  })
  const body = (await response.json()) as TEnvelope<T>
  if (body.status === 'ok') return body.data
  throw new Response(body.message, { status: response.status, statusText: body.code })
}
