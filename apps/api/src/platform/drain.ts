import type { FastifyInstance } from 'fastify'
import { errorEnvelope } from './error-handler.ts'

/** The readiness route a load balancer checks (site module). */
const READY_URL = '/api/v1/ready'
/** Drained: no request but readiness checks for this long. */
const QUIET_MS = 1_000

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * Draining before a shutdown behind a load balancer (ADR 054). Once `drain()` is called, readiness
 * answers 503, so the balancer stops sending new requests here; every other request is still served
 * (with `Connection: close`). `drain()` resolves once no request but a readiness check has come for a
 * second, or after `maxSeconds`: then the node closes, finishing what is in flight. Installed before
 * the app starts listening (a hook cannot be added later).
 */
export function installDrain(app: FastifyInstance, maxSeconds: number) {
  let draining = false
  let lastRequest = 0
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return
    reply.header('connection', 'close')
    if (request.url.split('?')[0] === READY_URL) {
      return reply
        .code(503)
        .header('retry-after', '1')
        .send(errorEnvelope('SERVICE_UNAVAILABLE', 'This node is shutting down.'))
    }
    lastRequest = Date.now()
  })
  return async function drain(): Promise<void> {
    if (maxSeconds === 0) return
    draining = true
    lastRequest = Date.now()
    const end = Date.now() + maxSeconds * 1000
    while (Date.now() < end && Date.now() - lastRequest < QUIET_MS) await sleep(100)
  }
}
