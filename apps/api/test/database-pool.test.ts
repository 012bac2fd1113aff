import { describe, expect, inject, it } from 'vitest'
import { createDatabase } from '../src/platform/database.ts'

/**
 * A connection the pool has lent out (a transaction, a submission) can lose its server too: a
 * restart, a failover, an administrator's pg_terminate_backend. pg then rejects the running query
 * and also emits 'error' on the client, which the pool no longer listens to while it is lent out;
 * unheard, that error would end the whole process (CI saw it once in the outage test).
 */
describe('a lent-out pool connection that loses its server', () => {
  it('rejects its query, leaves the process running, and the pool serves the next query', async () => {
    const reports: Error[] = []
    const db = createDatabase(inject('postgresAdminUrl'), { max: 2, onError: (error) => reports.push(error) })
    const uncaught: Error[] = []
    const onUncaught = (error: Error) => uncaught.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      const lent = await db.$client.connect()
      const { rows } = await lent.query<{ pid: number }>('select pg_backend_pid() as pid')
      const ended = new Promise((resolve) => lent.once('end', resolve))
      const killer = await db.$client.connect()
      await killer.query('select pg_terminate_backend($1)', [rows[0]?.pid])
      killer.release()
      await ended
      await expect(lent.query('select 1')).rejects.toThrow()
      lent.release(true)
      // One turn of the event loop for pg's deferred 'error' emission.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(uncaught).toEqual([])
      // The server's own sentence, then pg's 'Connection terminated unexpectedly': both reported.
      expect(reports.length).toBeGreaterThan(0)
      for (const report of reports) expect(report.message).toMatch(/terminat/i)
      const { rows: again } = await db.$client.query<{ one: number }>('select 1 as one')
      expect(again).toEqual([{ one: 1 }])
    } finally {
      process.off('uncaughtException', onUncaught)
      await db.$client.end()
    }
  })
})
