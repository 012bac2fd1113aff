import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { renderMetrics } from './metrics.ts'

export type TMetricsServer = { port: number; close: () => Promise<void> }

type TLog = { error: (detail: object, message: string) => void }

/**
 * The metrics port (ADR 053): `GET /metrics` in Prometheus's text format, on a listener of its own
 * (METRICS_HOST:METRICS_PORT), never the app's port, so a balancer or the internet never reaches it
 * and a scrape never queues behind storefront traffic. A port already taken is logged and the node
 * serves without metrics: an observability fault must not take a node out of service.
 */
export async function serveMetrics(options: {
  host: string
  port: number
  log: TLog
}): Promise<TMetricsServer | null> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (request.method !== 'GET' || path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: GET /metrics\n')
      return
    }
    renderMetrics().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics could not be collected')
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n')
      },
    )
  })
  // Prometheus keeps its connection between scrapes; closing the port must not wait for it.
  server.keepAliveTimeout = 5_000
  const listening = await new Promise<boolean>((done) => {
    server.once('error', (error) => {
      options.log.error(
        { err: error, port: options.port },
        `metrics are off: ${options.host}:${options.port} could not be opened`,
      )
      done(false)
    })
    server.listen(options.port, options.host, () => done(true))
  })
  if (!listening) return null
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server) }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done())
    server.closeAllConnections()
  })
}
