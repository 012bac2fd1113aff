import type { TEnvelope } from '@deli/contracts'
import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts/constants'
import { trackRequest } from './request-progress.ts'

export type TApiCredentials = { appName: string; apiKey: string }

export class ApiError extends Error {
  readonly code: string
  readonly status: number
  /** Per-field messages of the envelope (`errors`), keyed by field name. */
  readonly errors: Record<string, string>
  constructor(message: string, code: string, status: number, errors: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.errors = errors
  }
}

let credentials: TApiCredentials = { appName: 'web', apiKey: '' }
export const setApiCredentials = (next: TApiCredentials) => {
  credentials = next
}
/**
 * An event stream's URL under /api/v1 (ADR 017): EventSource cannot send headers, so the public client
 * name and key ride along as query parameters. Call it in the browser (after hydration), where the
 * root has handed the key over.
 */
export function eventStreamUrl(path: string): string {
  const query = new URLSearchParams({ app_name: credentials.appName, api_key: credentials.apiKey })
  return `/api/v1/${path}?${query}`
}

/**
 * Browser-side API call (spec §7: versioned base, cookies included, app-name and key headers). A path
 * starting with '/' is taken as is (the spec's /api/submit-background sits outside the base).
 */
export async function apiCall<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
) {
  const file = typeof Blob !== 'undefined' && init.body instanceof Blob ? init.body : null
  return trackRequest(async () => {
    const response = await fetch(path.startsWith('/') ? path : `/api/v1/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'include',
      signal: init.signal,
      headers: {
        [APP_NAME_HEADER]: credentials.appName,
        [API_KEY_HEADER]: credentials.apiKey,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': file ? file.type : 'application/json' }),
        ...init.headers,
      },
      // A file (a back-office picture, ADR 058) goes as its own bytes; anything else as JSON.
      body: init.body === undefined ? undefined : (file ?? JSON.stringify(init.body)),
    })
    const body = (await response.json()) as TEnvelope<T>
    if (body.status === 'ok') return body.data
    throw new ApiError(body.message, body.code, response.status, body.errors)
  })
}

/**
 * A file the API answers (not an envelope), e.g. the prices CSV (ADR 063): its text, or the API's
 * sentence as an `ApiError` when it refuses.
 */
export async function apiText(path: string): Promise<string> {
  return trackRequest(async () => {
    const response = await fetch(`/api/v1/${path}`, {
      credentials: 'include',
      headers: { [APP_NAME_HEADER]: credentials.appName, [API_KEY_HEADER]: credentials.apiKey },
    })
    if (response.ok) return response.text()
    const body = (await response.json()) as TEnvelope<never>
    const message = body.status === 'error' ? body.message : 'That did not work.'
    throw new ApiError(message, body.status === 'error' ? body.code : 'INTERNAL_ERROR', response.status)
  })
}
