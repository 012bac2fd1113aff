import type { TEnvelope, TKiosk } from '@deli/contracts'
import { KIOSK_COOKIE } from '@deli/contracts/constants'
import { apiFetch, type TServerArgs } from './api.server.ts'

/** Whether the page request carries the kiosk cookie (most browsers never do: no API call for them). */
const hasKioskCookie = (request: Request) =>
  (request.headers.get('cookie') ?? '').split(/;\s*/).some((pair) => pair.startsWith(`${KIOSK_COOKIE}=`))

/** The store kiosk the requesting device is (ADR 029), or null; a removed kiosk is null too. */
export async function findKiosk(args: TServerArgs): Promise<TKiosk | null> {
  if (!hasKioskCookie(args.request)) return null
  const response = await apiFetch('kiosk', { ...args, asGuest: true })
  const body = (await response.json()) as TEnvelope<TKiosk>
  return body.status === 'ok' ? body.data : null
}
