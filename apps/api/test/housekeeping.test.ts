import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { carts } from '../src/modules/carts/tables.ts'
import { defineHousekeepingJobs, HOUSEKEEPING_JOB } from '../src/modules/housekeeping/housekeeping-jobs.ts'
import { passwordResets, pendingSignUps, users } from '../src/modules/members/tables.ts'
import { sessions } from '../src/modules/sessions/tables.ts'
import { JobRunner } from '../src/platform/jobs.ts'
import { API, addSimple, openCart, pickStore } from './cart-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { signUpBody, uniqueEmail } from './member-helpers.ts'
import { sellableProductId } from './order-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const menuId = () => pickStore((store) => store.services.pickup).menu_id
const statusOf = async (cartId: string) =>
  (await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId)))[0]?.status

/** Runs the recurring housekeeping job once through the job runner, as the scheduler would queue it. */
async function runHousekeeping(): Promise<void> {
  await t.app.jobs.ready()
  await t.db.transaction((tx) => t.app.jobs.send(HOUSEKEEPING_JOB, {}, { tx }))
  expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1)
}

describe('housekeeping job', () => {
  it('abandons active baskets past their reset time and leaves the others', async () => {
    const expired = await openCart(t, { menu_id: menuId() })
    const live = await openCart(t, { menu_id: menuId() })
    await t.db
      .update(carts)
      .set({ resetAt: sql`now() - interval '1 minute'` })
      .where(eq(carts.id, String(expired.cart.id)))
    await runHousekeeping()
    expect(await statusOf(String(expired.cart.id))).toBe('abandoned')
    expect(await statusOf(String(live.cart.id))).toBe('active')
  })

  it('purges sessions expired for more than a day, with their baskets; live sessions stay', async () => {
    const old = await openCart(t, { menu_id: menuId() })
    const recent = await openCart(t, { menu_id: menuId() })
    const [oldSession] = await t.db
      .select({ id: carts.sessionId })
      .from(carts)
      .where(eq(carts.id, String(old.cart.id)))
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(eq(sessions.id, String(oldSession?.id)))
    await runHousekeeping()
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(oldSession?.id))),
    ).toEqual([])
    expect(await statusOf(String(old.cart.id))).toBeUndefined()
    expect(await statusOf(String(recent.cart.id))).toBe('active')
  })

  it('purges unconfirmed sign-ups past their expiry and spent reset links', async () => {
    const email = uniqueEmail('late')
    const signUp = await t.call({ method: 'POST', url: `${API}/users`, payload: signUpBody({ email }) })
    expect(signUp.statusCode).toBe(202)
    const fresh = uniqueEmail('fresh')
    await t.call({ method: 'POST', url: `${API}/users`, payload: signUpBody({ email: fresh }) })
    await t.db
      .update(pendingSignUps)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(pendingSignUps.email, email))
    await runHousekeeping()
    expect(await t.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email))).toEqual([])
    expect(await t.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, fresh))).toHaveLength(1)
    const [user] = await t.db
      .insert(users)
      .values({
        email: uniqueEmail('reset'),
        passwordHash: 'x',
        firstName: 'R',
        lastName: 'S',
        phone: '2145550100',
      })
      .returning({ id: users.id })
    const userId = String(user?.id)
    await t.db.insert(passwordResets).values([
      {
        tokenHash: `spent-${userId}`,
        userId,
        expiresAt: sql`now() - interval '47 hours'`,
        usedAt: sql`now() - interval '2 days'`,
      },
      { tokenHash: `lapsed-${userId}`, userId, expiresAt: sql`now() - interval '2 days'` },
      { tokenHash: `open-${userId}`, userId, expiresAt: sql`now() + interval '1 hour'` },
    ])
    await runHousekeeping()
    const left = await t.db
      .select({ tokenHash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
    expect(left).toEqual([{ tokenHash: `open-${userId}` }])
  })

  it('deletes untouched guest sessions within hours, keeps live, filled and member ones', async () => {
    const store = pickStore()
    const untouched = await openCart(t, { menu_id: store.menu_id })
    const live = await openCart(t, { menu_id: store.menu_id })
    const filled = await openCart(t, { menu_id: store.menu_id })
    const sessionOf = async (cartId: string) =>
      (await t.db.select({ id: carts.sessionId }).from(carts).where(eq(carts.id, cartId)))[0]?.id as string
    await addSimple(t, filled.session, filled.cart.id, sellableProductId(store.menu_id))
    const ids = {
      untouched: await sessionOf(untouched.cart.id),
      live: await sessionOf(live.cart.id),
      filled: await sessionOf(filled.cart.id),
    }
    // Two hours on for the untouched and filled ones (their baskets past reset); the live one was seen just now.
    for (const id of [ids.untouched, ids.filled])
      await t.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '2 hours'` })
        .where(eq(sessions.id, id))
    await t.db
      .update(carts)
      .set({ resetAt: sql`now() - interval '1 minute'` })
      .where(sql`${carts.id} in (${untouched.cart.id}, ${filled.cart.id})`)
    await runHousekeeping()
    const left = new Set((await t.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id))
    expect(left.has(ids.untouched)).toBe(false)
    expect(left.has(ids.live)).toBe(true)
    expect(left.has(ids.filled)).toBe(true)
  })

  it('a restarted node starts its job runner on the queues that exist (a queue policy is never re-set)', async () => {
    await t.app.jobs.ready()
    const restarted = new JobRunner({ db: t.db, log: { info: () => {}, warn: () => {}, error: () => {} } })
    defineHousekeepingJobs(restarted, {
      db: t.db,
      mail: null,
      log: { info: () => {} },
      cartResetMinutes: 120,
    })
    await expect(restarted.ready()).resolves.toBeUndefined()
    await restarted.stop()
  })
})
