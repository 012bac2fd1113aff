import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'

const nonces = new WeakMap<ServerResponse, string>()

/**
 * A fresh Content-Security-Policy nonce for every response (128 random bits): `script-src` allows
 * only scripts of our origin and inline scripts carrying this nonce, so an injected inline script
 * does not run. Install before the security headers (`installSecurityHeaders`), whose `script-src` reads
 * it through `cspNonceSource`.
 */
export function installCspNonces(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'))
  })
}

/** This response's nonce (the storefront's render puts it on its inline scripts). */
export const cspNonce = (reply: FastifyReply): string => nonces.get(reply.raw) ?? ''

/** The `'nonce-…'` source of helmet's `script-src` directive for this response. */
export const cspNonceSource = (_request: unknown, response: ServerResponse): string =>
  `'nonce-${nonces.get(response) ?? ''}'`
