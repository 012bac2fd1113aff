import { isBasketExpired, msUntilBasketReset } from '@deli/domain'
import { type SQL, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { basketExpired, basketResetAt } from '../src/modules/carts/basket-reset.ts'
import {
  ABSOLUTE_DAYS,
  IDLE_DAYS,
  newSessionExpiry,
  newSessionExpirySql,
  renewedSessionExpiry,
  renewedSessionExpirySql,
} from '../src/modules/sessions/session-expiry.ts'
import { build, type TTestApp } from './helper.ts'

/**
 * Rules that live in TypeScript and again in SQL (a statement's WHERE or SET) must agree, above
 * all exactly at the limit: each case evaluates the SQL text on PostgreSQL beside the TS rule.
 */
let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`

async function evaluate<T>(expression: SQL): Promise<T> {
  const { rows } = await t.db.execute<{ value: T }>(sql`select ${expression} as value`)
  return rows[0]?.value as T
}

describe('basket reset (domain isBasketExpired, carts basket-reset.ts)', () => {
  const reset = new Date('2026-03-08T07:59:59.123Z')

  it('counts a basket expired from exactly its reset instant on, in SQL as in the domain', async () => {
    for (const offsetMs of [-1, 0, 1]) {
      const now = new Date(reset.getTime() + offsetMs)
      expect(await evaluate<boolean>(basketExpired(at(reset), at(now))), `now = reset ${offsetMs} ms`).toBe(
        isBasketExpired(reset, now.getTime()),
      )
    }
    expect(isBasketExpired(reset, reset.getTime())).toBe(true)
  })

  it('sets the reset instant the configured minutes from now, which the domain reads as that long', async () => {
    const now = new Date('2026-03-08T07:30:00.000Z')
    for (const minutes of [1, 120, 10_080]) {
      const value = await evaluate<string>(basketResetAt(minutes, at(now)))
      expect(msUntilBasketReset(new Date(value), now.getTime())).toBe(minutes * 60_000)
    }
  })
})

describe('session expiry (sessions session-expiry.ts: the TS rule and its SQL)', () => {
  const DAY = 86_400_000
  /** In a zone with daylight saving, so calendar days and 24-hour days would differ across its change. */
  async function evaluateInChicago(expression: SQL): Promise<Date> {
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/Chicago'`)
      const { rows } = await tx.execute<{ value: string | Date }>(sql`select ${expression} as value`)
      return new Date(rows[0]?.value ?? Number.NaN)
    })
  }

  it('starts a session IDLE_DAYS from now in SQL as in TypeScript, across a daylight-saving change', async () => {
    const now = new Date('2026-02-20T12:00:00.000Z')
    expect((await evaluateInChicago(newSessionExpirySql(at(now)))).getTime()).toBe(
      newSessionExpiry(now).getTime(),
    )
    expect(newSessionExpiry(now).getTime()).toBe(now.getTime() + IDLE_DAYS * DAY)
  })

  it('renews to the idle expiry, capped by the absolute one, agreeing at the cap', async () => {
    const now = new Date('2026-03-01T12:00:00.000Z')
    const capAtNowPlusIdle = now.getTime() + IDLE_DAYS * DAY - ABSOLUTE_DAYS * DAY
    for (const offsetMs of [-1, 0, 1, 5 * DAY, -5 * DAY]) {
      const createdAt = new Date(capAtNowPlusIdle + offsetMs)
      const inSql = await evaluateInChicago(renewedSessionExpirySql(at(createdAt), at(now)))
      expect(inSql.getTime(), `created ${offsetMs} ms from the cap`).toBe(
        renewedSessionExpiry(createdAt, now).getTime(),
      )
    }
    expect(renewedSessionExpiry(new Date(capAtNowPlusIdle - 1), now).getTime()).toBe(
      capAtNowPlusIdle - 1 + ABSOLUTE_DAYS * DAY,
    )
  })
})
