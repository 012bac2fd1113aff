import pino from 'pino'
import { buildApp } from './app.ts'
import { seedDemo } from './flows/seed-demo.ts'
import { ConfigError, loadConfig } from './platform/config.ts'
import { EmbeddedPostgresError } from './platform/embedded-postgres.ts'
import { loggerOptions } from './platform/logger.ts'
import { startDatabase } from './platform/start-database.ts'

/** Process entry: env → database → app → listen; SIGINT/SIGTERM close everything in order. */
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
  const database = await startDatabase(config, log, seedDemo)
  const app = await buildApp({ config, db: database.db, web: config.SERVE_WEB })
  // Workers (and their supervision) start before the first request can queue a job.
  if (config.WORKER) await app.jobs.startWorkers()

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    // Closing the app stops the job workers (running jobs get a few seconds), then the pool goes.
    await app.close()
    await database.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  const address = await app.listen({ host: config.HOST, port: config.PORT })
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
