import type { TKioskDevice } from '@deli/contracts'
import { KIOSK_COOKIE } from '@deli/contracts/constants'
import { parseCookie } from 'cookie'
import { apiDataOrNull, type TServerArgs } from './api.server.ts'

/**
 * Whether the page request carries the kiosk cookie (most browsers never do: no API call for them),
 * read with the parser the API's page-cache rule uses (ADR 028), so both agree on what is a kiosk.
 */
const hasKioskCookie = (request: Request) =>
  Object.hasOwn(parseCookie(request.headers.get('cookie') ?? ''), KIOSK_COOKIE)

/** One answer per page request: the root loader and the page's own loader both ask. */
const asked = new WeakMap<Request, Promise<TKioskDevice | null>>()

/** The store kiosk the requesting device is (ADR 030), or null; a removed kiosk is null too. */
export function findKiosk(args: TServerArgs): Promise<TKioskDevice | null> {
  if (!hasKioskCookie(args.request)) return Promise.resolve(null)
  let answer = asked.get(args.request)
  if (!answer) {
    answer = apiDataOrNull<TKioskDevice>('kiosk', args)
    asked.set(args.request, answer)
  }
  return answer
}
