import { timingSafeEqual } from 'node:crypto'
import { MAILBOX_KEY_HEADER } from '@deli/contracts/constants'
import type { FastifyRequest } from 'fastify'
import type { TConfig } from '../../platform/config.ts'
import { hasTestIntegrations } from '../../platform/config-derived.ts'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Who may read the dev mailbox (it holds sign-up and reset links, so reading it means taking over
 * accounts). Never with a channel's public API key alone, never in a production deployment (the
 * test integrations off):
 * - with the test integrations on (outside production, or staging's TEST_INTEGRATIONS=true), a
 *   request carrying `X-Mailbox-Key: DEV_MAILBOX_KEY`, a secret of its own (the e2e suite's);
 * - in development (NODE_ENV=development), also a request from this machine: the socket is loopback
 *   and every forwarded address is loopback too (the storefront forwards its visitor's address, so
 *   the /dev/mailbox page works only for a browser on this machine).
 */
export function canReadMailbox(request: FastifyRequest, config: TConfig): boolean {
  if (!hasTestIntegrations(config)) return false
  const key = request.headers[MAILBOX_KEY_HEADER]
  if (config.DEV_MAILBOX_KEY && typeof key === 'string' && sameSecret(key, config.DEV_MAILBOX_KEY))
    return true
  if (config.NODE_ENV !== 'development') return false
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  return [request.socket.remoteAddress ?? '', ...forwarded].every((address) => LOOPBACK.has(address))
}
