import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's security headers on every response, its middleware built once: the policy's directives
 * are parsed here, and per response only a directive given as a function (the CSP nonce's source,
 * `cspNonceSource`) is computed. The Fastify plugin built the whole middleware again for every
 * request, which a CPU profile put at about 5 % of a cheap API answer's node time (docs/perf.md).
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options)
  app.addHook('onRequest', (request, reply, done) => {
    // A directive function's invalid value comes back as an error: the request fails in the envelope.
    apply(request.raw, reply.raw, (error?: unknown) =>
      error === undefined ? done() : done(error instanceof Error ? error : new Error(String(error))),
    )
  })
}
