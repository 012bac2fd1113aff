import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { JOBS_SCHEMA, JobRunner } from '../src/platform/jobs.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the workers did not get there within 10 s')
}
const statesOf = async (name: string) => {
  const { rows } = await t.db.execute<{ key: string; state: string }>(
    sql`select data->>'key' as key, state::text from ${sql.raw(JOBS_SCHEMA)}.job where name = ${name}`,
  )
  return new Map(rows.map((row) => [row.key, row.state]))
}

/**
 * ADR 031: each worker fetches a batch and runs its jobs side by side; a job that throws is failed
 * (and retried by its queue) alone while the rest of its batch completes; a wake reaches every worker.
 */
describe('job workers (ADR 031)', () => {
  it('runs a batch side by side and fails only the job that threw', async () => {
    const name = 'test.batch'
    const running = new Set<string>()
    let together = 0
    const runner = new JobRunner({ db: t.db, log: quiet })
    runner.define<{ key: string }>({
      name,
      queue: { retryLimit: 0 },
      handler: async ({ key }) => {
        running.add(key)
        together = Math.max(together, running.size)
        await new Promise((resolve) => setTimeout(resolve, 100))
        running.delete(key)
        if (key === 'bad') throw new Error('this one fails')
      },
    })
    await runner.ready()
    const keys = ['a', 'b', 'bad', 'c', 'd', 'e']
    await t.db.transaction(async (tx) => {
      for (const key of keys) await runner.send(name, { key }, { tx })
    })
    await runner.startWorkers({ concurrency: 1, batchSize: 16, pollingIntervalSeconds: 0.5 })
    try {
      await until(async () => [...(await statesOf(name)).values()].every((state) => state !== 'created'))
      await until(async () =>
        [...(await statesOf(name)).values()].every((state) => state === 'completed' || state === 'failed'),
      )
      const states = await statesOf(name)
      expect(states.get('bad')).toBe('failed')
      for (const key of keys.filter((candidate) => candidate !== 'bad'))
        expect(states.get(key)).toBe('completed')
      // One worker, one fetch: the six ran at the same time, not one after another.
      expect(together).toBe(keys.length)
    } finally {
      await runner.stop()
    }
  })

  it('a wake reaches every worker of the type at once, not only the first', async () => {
    const name = 'test.wake'
    const seen: string[] = []
    let slowRunning = false
    let quickRanBesideSlow = false
    const runner = new JobRunner({ db: t.db, log: quiet })
    runner.define<{ key: string }>({
      name,
      queue: { retryLimit: 0 },
      handler: async ({ key }) => {
        seen.push(key)
        if (key === 'quick') quickRanBesideSlow = slowRunning
        if (key !== 'slow') return
        // The first job keeps its worker busy: the second needs another worker, woken.
        slowRunning = true
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        slowRunning = false
      },
    })
    await runner.ready()
    // Workers that poll only every 30 s: anything they run within the test came from a wake.
    await runner.startWorkers({ concurrency: 3, batchSize: 1, pollingIntervalSeconds: 30 })
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      for (const key of ['slow', 'quick']) {
        await t.db.transaction((tx) => runner.send(name, { key }, { tx }))
        runner.wake(name)
        await until(async () => seen.includes(key))
      }
      expect(seen).toEqual(['slow', 'quick'])
      expect(quickRanBesideSlow).toBe(true)
    } finally {
      await runner.stop()
    }
  })
})
