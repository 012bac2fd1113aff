import type { TEnvelope } from '@deli/contracts'
import { redirect } from 'react-router'
import { apiFetch, type TServerArgs } from '../../lib/api.server.ts'

/**
 * A staff page loader's API read with the staff session (never a member's): the data, a redirect
 * to /staff sign-in on 401, else the API's status and message as the route's error.
 */
export async function staffData<T>(path: string, args: TServerArgs): Promise<T> {
  const response = await apiFetch(path, { ...args, asGuest: true })
  const body = (await response.json()) as TEnvelope<T>
  if (body.status === 'ok') return body.data
  if (response.status === 401) throw redirect('/staff')
  throw new Response(body.message, { status: response.status, statusText: body.code })
}
