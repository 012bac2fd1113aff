import type { TKiosk } from '@deli/contracts'
import { KIOSK_COOKIE } from '@deli/contracts/constants'
import { KIOSK_TEXTS } from '@deli/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { hashToken, presentedToken } from '../sessions/index.ts'
import { findLiveKioskByTokenHash, type TKioskWithStore } from './repository.ts'

/** Apps send the kiosk token in this header; browsers keep it in the HttpOnly KIOSK_COOKIE. */
export const KIOSK_HEADER = 'kiosk-token'
/** The response header that hands a kiosk app its token at set-up (never to a browser, ADR 044). */
export const KIOSK_TOKEN_RESPONSE_HEADER = 'x-kiosk-token'
/** A kiosk stays one until staff remove it; the cookie is renewed by setting the device up again. */
const KIOSK_COOKIE_DAYS = 400

/** The kiosk this request comes from, or null (no token, unknown or removed). */
export async function findKiosk(db: TQueryable, request: FastifyRequest): Promise<TKioskWithStore | null> {
  const token = presentedToken(request, { header: KIOSK_HEADER, cookie: KIOSK_COOKIE })
  if (!token || token.length > 128) return null
  return findLiveKioskByTokenHash(db, hashToken(token))
}

/** The request's kiosk; any other device gets 403 KIOSK_REQUIRED. */
export async function requireKiosk(db: TQueryable, request: FastifyRequest): Promise<TKioskWithStore> {
  const kiosk = await findKiosk(db, request)
  if (!kiosk) throw new AppError(403, 'KIOSK_REQUIRED', KIOSK_TEXTS.notKiosk)
  return kiosk
}

export function sendKioskCookie(reply: FastifyReply, token: string, options: { secure: boolean }) {
  reply.setCookie(KIOSK_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
    httpOnly: true,
    maxAge: KIOSK_COOKIE_DAYS * 24 * 60 * 60,
  })
}

export const presentKiosk = (kiosk: TKioskWithStore): TKiosk => ({
  id: kiosk.id,
  name: kiosk.name,
  store_id: kiosk.storeId,
  store_name: kiosk.storeName,
  menu_id: kiosk.menuId,
  created_at: kiosk.createdAt.toISOString(),
})
