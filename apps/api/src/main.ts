import pino from 'pino'
import { buildApp } from './app.ts'
import { seedDemo } from './flows/seed-demo.ts'
import { ConfigError, loadConfig } from './platform/config.ts'
import { shutdownDrainMs } from './platform/config-derived.ts'
import { EmbeddedPostgresError } from './platform/embedded-postgres.ts'
import { loggerOptions } from './platform/logger.ts'
import { serveMetrics, type TMetricsServer } from './platform/metrics-server.ts'
import { stopOnSignals } from './platform/shutdown.ts'
import { startDatabase } from './platform/start-database.ts'
import { startTracing } from './platform/tracing.ts'

/**
 * Process entry: env → database → app → listen (and the metrics port); SIGTERM/SIGINT drain the node
 * and close everything in order (ADR 053).
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const log = pino(loggerOptions(config))
  // Before anything runs a statement, so start-up's are traced too (OTEL_TRACES_EXPORTER, ADR 053).
  const stopTracing = await startTracing(log)
  const database = await startDatabase(config, log, seedDemo)
  const app = await buildApp({ config, db: database.db, web: config.SERVE_WEB })
  // Workers (and their supervision) start before the first request can queue a job.
  if (config.WORKER) await app.jobs.startWorkers()

  let metrics: TMetricsServer | null = null
  stopOnSignals({
    lifecycle: app.lifecycle,
    drainMs: shutdownDrainMs(config),
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    steps: [
      () => app.close(),
      async () => {
        await metrics?.close()
        await database.stop()
        await stopTracing?.()
      },
    ],
    log: app.log,
    exit: (code) => process.exit(code),
  })

  const address = await app.listen({ host: config.HOST, port: config.PORT })
  metrics =
    config.METRICS_PORT === 0
      ? null
      : await serveMetrics({ host: config.METRICS_HOST, port: config.METRICS_PORT, log: app.log })
  if (metrics) app.log.info(`metrics on http://${config.METRICS_HOST}:${metrics.port}/metrics`)
  app.log.info(`${app.siteConfig.name} is serving ${address.replace('127.0.0.1', 'localhost')}`)
}

main().catch((error: unknown) => {
  if (error instanceof EmbeddedPostgresError) {
    process.stderr.write(`${error.describe()}\n`)
    process.exit(1)
  }
  process.stderr.write(
    `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
