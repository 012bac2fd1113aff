import type { TEnvelope } from '@deli/contracts'
import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts/constants'
import { trackRequest } from './request-progress.ts'

export type TApiCredentials = { appName: string; apiKey: string }

export class ApiError extends Error {
  readonly code: string
  readonly status: number
  constructor(message: string, code: string, status: number) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
  }
}

let credentials: TApiCredentials = { appName: 'web', apiKey: '' }
export const setApiCredentials = (next: TApiCredentials) => {
  credentials = next
}

/** Browser-side API call (spec §7: versioned base, cookies included, app-name and key headers). */
export async function apiCall<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
) {
  return trackRequest(async () => {
    const response = await fetch(`/api/v1/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'include',
      signal: init.signal,
      headers: {
        [APP_NAME_HEADER]: credentials.appName,
        [API_KEY_HEADER]: credentials.apiKey,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const body = (await response.json()) as TEnvelope<T>
    if (body.status === 'ok') return body.data
    throw new ApiError(body.message, body.code, response.status)
  })
}
