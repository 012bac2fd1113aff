import type { TEnvelope, TWebClient } from '@deli/contracts'
import { API_KEY_HEADER, APP_NAME_HEADER, CLIENT_ADDRESS_HEADER } from '@deli/contracts/constants'
import type { RouterContextProvider } from 'react-router'
import { webClientContext } from './web-client.server.ts'

/** What every server-side call needs of its loader or action: the page request and React Router's context. */
export type TServerArgs = { request: Request; context: Pick<RouterContextProvider, 'get'> }

/**
 * The storefront's own API credentials, from the load context the hosting server built from its
 * validated config (`web-client.server.ts`); the browser gets the same public pair through the root
 * loader.
 */
export function getWebClient(context: TServerArgs['context']): TWebClient {
  return context.get(webClientContext)
}

type TApiCall = TServerArgs & {
  method?: 'GET' | 'POST'
  /**
   * On the guest's behalf: the guest's own Cookie header goes along, so the API sees their session
   * (checkout's sign-in check, the confirmation's order, the calendar file). Nothing else of the
   * browser's request is forwarded. A menu or product page's request carries no cookie but the
   * kiosk's: the server takes the others off so every visitor shares one kept render (ADR 028,
   * "Visitors with cookies"), and their loaders never ask for the visitor (ADR 068).
   */
  asGuest?: boolean
  /** Headers of the page request to pass on by name (e.g. the dev mailbox's key). */
  forward?: string[]
}

/** Server-side API call over HTTP (the only contract between storefront and API), with the web key. */
export function apiFetch(
  path: string,
  { method = 'GET', request, context, asGuest = false, forward = [] }: TApiCall,
) {
  const client = getWebClient(context)
  const cookie = asGuest ? request.headers.get('cookie') : null
  // The API sees this server's address; the visitor's travels as X-Forwarded-For (the dev mailbox
  // answers a browser on the server's own machine only).
  const visitor = request.headers.get(CLIENT_ADDRESS_HEADER)
  const passed = forward.flatMap((name) => {
    const value = request.headers.get(name)
    return value ? [[name, value] as const] : []
  })
  return fetch(`${client.origin}/api/v1/${path}`, {
    method,
    headers: {
      [APP_NAME_HEADER]: client.appName,
      [API_KEY_HEADER]: client.apiKey,
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(visitor ? { 'x-forwarded-for': visitor } : {}),
      ...Object.fromEntries(passed),
    },
    signal: request.signal,
  })
}

/** The envelope's data; a failure becomes a Response with the API's status for the route's error boundary. */
export async function apiData<T>(path: string, call: TApiCall): Promise<T> {
  const response = await apiFetch(path, call)
  const body = (await response.json()) as TEnvelope<T>
  if (body.status === 'ok') return body.data
  throw new Response(body.message, { status: response.status, statusText: body.code })
}

/** A read on the visitor's behalf (their cookies go along): the envelope's data, or null when refused. */
export async function apiDataOrNull<T>(path: string, args: TServerArgs): Promise<T | null> {
  const response = await apiFetch(path, { ...args, asGuest: true })
  const body = (await response.json()) as TEnvelope<T>
  return body.status === 'ok' ? body.data : null
}

/** A public read (no session): a 404 becomes a 404 response for the route's error boundary. */
export const apiGet = <T>(path: string, args: TServerArgs): Promise<T> => apiData<T>(path, args)
