import { STORE_ACTIVITY_PAGE_SIZE } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/** A store's activity (ADR 044) on real PostgreSQL: what it lists, in which order, and to whom. */

let t: TTestApp
let manager: TStaffSession
const store = demoStores.find((candidate) => candidate.id === 9)
const other = demoStores.find((candidate) => candidate.id === 10)
const activity = (who: TStaffSession | null, storeId: number, query = '') =>
  t.call({
    method: 'GET',
    url: `${API}/staff/stores/${storeId}/activity${query}`,
    headers: who?.headers ?? {},
  })

beforeAll(async () => {
  t = await build()
  manager = await signInStaff(t, 'manager', [store?.id ?? 0])
})

describe('GET staff/stores/{id}/activity', () => {
  it("lists the store's settings changes newest first, by whom, and not its orders", async () => {
    const base = `${API}/staff/stores/${store?.id}`
    const put = (url: string, payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: `${base}${url}`, payload, headers: manager.headers })
    expectOk(await put('/capacity', { slot_capacity: 9 }))
    expectOk(await put('/stations', { kitchen_stations: 4 }))
    await t.db.$client.query(
      `insert into staff_actions (staff_name, store_id, action, subject, detail) values ('Sam Staff', $1, 'order.status', 'x', '{"status":"ready"}')`,
      [store?.id],
    )
    const settings = expectOk(await activity(manager, store?.id ?? 0))
    expect(settings.actions.slice(0, 2)).toMatchObject([
      { action: 'store.stations', staffName: 'Test manager', detail: { stations: 4 } },
      { action: 'store.capacity', staffName: 'Test manager', detail: { capacity: 9 } },
    ])
    expect(settings.actions.some((entry: { action: string }) => entry.action === 'order.status')).toBe(false)
    const orders = expectOk(await activity(manager, store?.id ?? 0, '?kind=orders'))
    expect(orders.actions.map((entry: { action: string }) => entry.action)).toEqual(['order.status'])
  })

  it('keeps the hours a change replaced beside the new ones, so Activity can say what changed', async () => {
    const base = `${API}/staff/stores/${store?.id}`
    const schedule = expectOk(
      await t.call({ method: 'GET', url: `${base}/schedule`, headers: manager.headers }),
    )
    const before = schedule.hours.pickup
    const periods = [{ day: 0, open: '09:00', close: '13:00' }]
    try {
      expectOk(
        await t.call({
          method: 'PUT',
          url: `${base}/hours/pickup`,
          payload: { periods },
          headers: manager.headers,
        }),
      )
      const [latest] = expectOk(await activity(manager, store?.id ?? 0)).actions
      expect(latest).toMatchObject({ action: 'store.hours', subject: 'pickup', detail: { before, periods } })
      expect(before).not.toEqual(periods)
    } finally {
      const restore = { periods: before }
      expectOk(
        await t.call({
          method: 'PUT',
          url: `${base}/hours/pickup`,
          payload: restore,
          headers: manager.headers,
        }),
      )
    }
  })

  it('pages by the last entry: no entry twice, none missed', async () => {
    const admin = await signInStaff(t, 'admin')
    const id = other?.id ?? 0
    await t.db.$client.query(
      `insert into staff_actions (staff_name, store_id, action, subject, created_at)
       select 'Morgan Manager', $1, 'item.hold', 'product:' || n, now() - make_interval(secs => n / 2)
       from generate_series(1, $2::int) n`,
      [id, STORE_ACTIVITY_PAGE_SIZE + 5],
    )
    const first = expectOk(await activity(admin, id))
    expect(first.actions).toHaveLength(STORE_ACTIVITY_PAGE_SIZE)
    expect(first.next).toBe(first.actions.at(-1).id)
    const second = expectOk(await activity(admin, id, `?before=${first.next}`))
    expect(second.next).toBeNull()
    const subjects = [...first.actions, ...second.actions].map((entry: { subject: string }) => entry.subject)
    expect(new Set(subjects).size).toBe(STORE_ACTIVITY_PAGE_SIZE + 5)
    expect(subjects[0]).toBe('product:1')
  })

  it('is refused to store staff, to a manager of other stores and to anyone not signed in', async () => {
    const staff = await signInStaff(t, 'staff', [store?.id ?? 0])
    const refused = await activity(staff, store?.id ?? 0)
    expectError(refused, 403, 'FORBIDDEN')
    // A read: the sentence says who may see it, not only who may change it.
    expect(refused.json.message).toBe("Only the store's manager or a chain admin can see or change this.")
    expectError(await activity(manager, other?.id ?? 0), 403, 'FORBIDDEN')
    expectError(await activity(null, store?.id ?? 0), 401, 'SIGN_IN_REQUIRED')
  })

  it('says what is wrong with a kind or a page it cannot read', async () => {
    expectValidationError(await activity(manager, store?.id ?? 0, '?kind=everything'), 'kind')
    expectValidationError(await activity(manager, store?.id ?? 0, '?before=yesterday'), 'before')
  })
})
