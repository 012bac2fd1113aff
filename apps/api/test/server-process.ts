import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts'
import { KIOSK_CLIENT, type TTestApp, WEB_CLIENT } from './helper.ts'

const NODE = resolve(import.meta.dirname, '../../../node_modules/.bin/node')
const MAIN = resolve(import.meta.dirname, '../src/main.ts')

/**
 * The real server process (main.ts, job workers on) on a test's database, for the kill tests (ADR
 * 008, ADR 066): `start` resolves once it answers; `kill` SIGKILLs it and waits for it to be gone.
 */
export function serverProcess(t: TTestApp, port: number, env: Record<string, string> = {}) {
  let server: ChildProcess | undefined
  const keys = [WEB_CLIENT, KIOSK_CLIENT].map((client) => `${client.appName}:${client.key}`).join(',')
  const headers = { [APP_NAME_HEADER]: WEB_CLIENT.appName, [API_KEY_HEADER]: WEB_CLIENT.key }
  return {
    async start(): Promise<void> {
      server = spawn(NODE, [MAIN], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'error',
          DATABASE_URL: t.config.DATABASE_URL,
          HOST: '127.0.0.1',
          PORT: String(port),
          API_KEYS: keys,
          SEED_DEMO: 'false',
          SERVE_WEB: 'false',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      const deadline = Date.now() + 30_000
      while (Date.now() < deadline) {
        if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/payments/config`, { headers })
          if (response.ok) return
        } catch {
          // not listening yet
        }
        await new Promise((done) => setTimeout(done, 100))
      }
      throw new Error('server did not start')
    },
    async kill(): Promise<void> {
      const child = server
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGKILL')
      await exited
    },
  }
}
