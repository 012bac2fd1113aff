/**
 * What metrics add to one request, measured in-process (ADR 053): two Fastify apps with the same
 * ping route, one with the app metrics installed, take `app.inject` pings in alternating blocks and
 * the process's CPU time per request is compared block by block (medians). On a machine shared with
 * other work the two-node scenario's req/s swing by ±30 % per pair; this isolates the few hundred
 * nanoseconds the request hook costs, which a real ping's CPU per request then puts in proportion.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import { installAppMetrics } from '../../../apps/api/src/platform/app-metrics.ts'
import type { JobRunner } from '../../../apps/api/src/platform/jobs.ts'

async function pingApp(withMetrics: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  if (withMetrics) {
    // A pool that is never used (ping runs no statement) and no queues: only the request hook runs.
    const jobs = { queueStats: async () => [] } as unknown as JobRunner
    installAppMetrics(app, { pool: new pg.Pool({ max: 1 }), jobs })
  }
  app.get('/api/v1/ping', async () => ({ status: 'ok', data: { pong: true } }))
  await app.ready()
  return app
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** CPU µs per injected ping with and without metrics, and their difference (medians over blocks). */
export async function measureRequestHookCost(blocks = 30, perBlock = 2000) {
  const apps = { on: await pingApp(true), off: await pingApp(false) }
  const samples: { on: number[]; off: number[]; diff: number[] } = { on: [], off: [], diff: [] }
  const block = async (app: FastifyInstance) => {
    const before = process.cpuUsage()
    for (let index = 0; index < perBlock; index++) await app.inject({ method: 'GET', url: '/api/v1/ping' })
    const used = process.cpuUsage(before)
    return (used.user + used.system) / perBlock
  }
  await block(apps.on)
  await block(apps.off)
  for (let round = 0; round < blocks; round++) {
    const first = round % 2 === 0 ? 'on' : 'off'
    const second = first === 'on' ? 'off' : 'on'
    const cost = { [first]: await block(apps[first]), [second]: await block(apps[second]) }
    samples.on.push(cost.on ?? 0)
    samples.off.push(cost.off ?? 0)
    samples.diff.push((cost.on ?? 0) - (cost.off ?? 0))
  }
  await apps.on.close()
  await apps.off.close()
  return { onUs: median(samples.on), offUs: median(samples.off), addedUs: median(samples.diff), blocks }
}
