import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'

/**
 * Known devices (ADR 043): a browser or app that once signed in to an account keeps an HttpOnly
 * cookie that proves it, and is not counted by that account's own sign-in limit — so strangers
 * failing against an account from many addresses slow themselves and every new device, never the
 * owner's own. The cookie is `<account id>.<nonce>.<mac>`, the mac an HMAC keyed by the account's
 * password hash: nothing to store, no secret to configure, and a new password forgets every device.
 */
export type TKnownDeviceKind = 'member' | 'staff'
export type TDeviceAccount = { id: string; passwordHash: string }

/** Half a year: a device signing in at least that often stays known. */
export const KNOWN_DEVICE_DAYS = 180

export const knownDeviceCookie = (kind: TKnownDeviceKind) => `deli_known_${kind}`

const macOf = (kind: TKnownDeviceKind, account: TDeviceAccount, nonce: string) =>
  createHmac('sha256', account.passwordHash).update(`${kind}|${account.id}|${nonce}`).digest()

/** Marks this caller a known device of the account it has just signed in to. */
export function rememberDevice(
  reply: FastifyReply,
  kind: TKnownDeviceKind,
  account: TDeviceAccount,
  options: { secure: boolean },
): void {
  const nonce = randomBytes(16).toString('base64url')
  const mac = macOf(kind, account, nonce).toString('base64url')
  // Only the sign-in calls under /api read it; Strict: no other site's page ever sends it.
  reply.setCookie(knownDeviceCookie(kind), `${account.id}.${nonce}.${mac}`, {
    path: '/api/',
    sameSite: 'strict',
    secure: options.secure,
    httpOnly: true,
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  })
}

/** The device nonce of a request that proved itself a known device of the account it signs in to. */
const recognised = new WeakMap<FastifyRequest, string>()

export const isKnownDevice = (request: FastifyRequest): boolean => recognised.has(request)
/** What a known device's own limit counts (its nonce, whatever its address). */
export const knownDeviceOf = (request: FastifyRequest): string => recognised.get(request) ?? ''

/**
 * A preHandler placed before the sign-in limits: when the request carries this kind's cookie and it
 * was made for the account its body names (`find` by email), the request is a known device.
 */
export function recogniseDevice(
  kind: TKnownDeviceKind,
  find: (email: string) => Promise<TDeviceAccount | undefined>,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const value = request.cookies[knownDeviceCookie(kind)]
    const email = (request.body as { email?: unknown } | undefined)?.email
    if (!value || value.length > 300 || typeof email !== 'string') return
    const [id, nonce, mac, extra] = value.split('.')
    if (!id || !nonce || !mac || extra !== undefined) return
    const account = await find(email)
    if (!account || account.id !== id) return
    const expected = macOf(kind, account, nonce)
    const presented = Buffer.from(mac, 'base64url')
    if (presented.length === expected.length && timingSafeEqual(presented, expected))
      recognised.set(request, nonce)
  }
}
