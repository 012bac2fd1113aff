import pg from 'pg'
import { vi } from 'vitest'

/**
 * ADR 027: what a request costs in round trips to PostgreSQL, counted at the driver (every query a
 * pg client sends, BEGIN and COMMIT included). Not a timing: a change that adds a statement to a hot
 * path shows in the tests that use this, with the statements it ran.
 */
type TSent = { text?: unknown; values?: unknown[]; name?: string }

/** The statements `action` sends, in order (their first words), their parameters, and its result. */
export async function statementsOf<T>(action: () => Promise<T>) {
  const query = vi.spyOn(pg.Client.prototype, 'query')
  let calls: unknown[][] = []
  const result = await action().finally(() => {
    calls = [...query.mock.calls]
    query.mockRestore()
  })
  const configs = calls.map(([config]) => (typeof config === 'string' ? { text: config } : config) as TSent)
  const sent = configs.map((config) => String(config.text).trim().split(/\s+/).slice(0, 3).join(' '))
  return { sent, configs, result }
}
