import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import {
  isKnownDevice,
  knownDeviceOf,
  recogniseDevice,
  type TDeviceAccount,
  type TKnownDeviceKind,
} from './known-device.ts'
import { clientOf, limitRequests } from './rate-limit.ts'

/** The email of a validated body, when it has one (a key of the per-account rate limits). */
export const emailOf = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email : ''
}

/**
 * The sign-in limits of members and staff alike (ADR 013): per client and email, per client, per
 * account and per known device. ADR 043: the account's own limit does not count its known devices,
 * which have their own. `prefix` names the limits (`<prefix>-ip-email`, `<prefix>-ip`,
 * `<prefix>-email`, `<prefix>-device`), the keys of their counts in `rate_limits`.
 */
export function signInLimits(
  app: FastifyInstance,
  kind: TKnownDeviceKind,
  findAccount: (email: string) => Promise<TDeviceAccount | undefined>,
  perMinute: number,
  prefix: string,
): preHandlerAsyncHookHandler[] {
  return [
    recogniseDevice(kind, findAccount),
    limitRequests(app, [
      {
        name: `${prefix}-ip-email`,
        max: perMinute,
        key: (request) => `${clientOf(request)}|${emailOf(request)}`,
      },
      { name: `${prefix}-ip`, max: perMinute * 10 },
      { name: `${prefix}-email`, max: perMinute * 5, key: emailOf, skip: isKnownDevice },
      {
        name: `${prefix}-device`,
        max: perMinute,
        key: knownDeviceOf,
        skip: (request) => !isKnownDevice(request),
      },
    ]),
  ]
}
