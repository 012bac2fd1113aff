import { shiftDay, slotInstant, storeToday } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { holdItem, releaseItem } from '../src/modules/availability/index.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, sellableProductId } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * Items 86'd and for how long (ADR 064) on real PostgreSQL: holds and releases at known store-local
 * times (the availability module's history), the report's seconds checked against them, clipped to
 * the period; a hold through the manager's route still on now.
 */
let t: TTestApp
let manager: TStaffSession
let staff: TStaffSession
const store = orderStore()
let day: string
let today: string

/** The instant of `HH:mm` on the store-local ISO day `iso`. */
function at(iso: string, time: string): Date {
  const instant = slotInstant(`${iso.replaceAll('-', '')} ${time}`, store.timezone)
  if (!instant) throw new Error(`no instant for ${iso} ${time}`)
  return instant
}

const report = (who: TStaffSession, query: string) =>
  t.call({ method: 'GET', url: `${API}/staff/reports/held-items?${query}`, headers: who.headers })

beforeAll(async () => {
  t = await build()
  manager = await signInStaff(t, 'manager', [store.id])
  staff = await signInStaff(t, 'staff', [store.id])
  today = storeToday(new Date(), store.timezone)
  day = shiftDay(today, -2)
  const ref = { id: store.id, timezone: store.timezone }
  const hold = (id: number, kind: 'product' | 'option', length: 'today' | 'indefinite', now: Date) =>
    holdItem(t.db, ref, manager.id, { kind, id, length }, `Item ${id}`, now)
  // 10:00–12:30: two and a half hours.
  await hold(901, 'product', 'indefinite', at(day, '10:00'))
  await releaseItem(t.db, store.id, 'product', 901, at(day, '12:30'))
  // 22:00 for today: off until the store's midnight, two hours.
  await hold(902, 'product', 'today', at(day, '22:00'))
  // Held the evening before until 01:00: one hour of it in the day.
  await hold(903, 'option', 'indefinite', at(shiftDay(day, -1), '23:00'))
  await releaseItem(t.db, store.id, 'option', 903, at(day, '01:00'))
  // 08:00 for today, held again at 09:00 until further notice, back at 09:30: one stretch of 90 minutes.
  await hold(904, 'product', 'today', at(day, '08:00'))
  await hold(904, 'product', 'indefinite', at(day, '09:00'))
  await releaseItem(t.db, store.id, 'product', 904, at(day, '09:30'))
  // Held through the manager's route now, until further notice.
  const id = sellableProductId(store.menu_id)
  expectOk(
    await t.call({
      method: 'PUT',
      url: `${API}/staff/stores/${store.id}/holds`,
      payload: { kind: 'product', id, length: 'indefinite' },
      headers: manager.headers,
    }),
  )
})

describe('GET staff/reports/held-items', () => {
  it('answers each item held in the period, how often and how long, longest first', async () => {
    const { items, scope } = expectOk(await report(manager, `from=${day}&to=${day}&store_id=${store.id}`))
    const row = (itemId: number, kind: string, times: number, seconds: number) => ({
      storeId: store.id,
      storeName: store.name,
      kind,
      itemId,
      name: `Item ${itemId}`,
      times,
      seconds,
      heldNow: false,
    })
    expect(items).toEqual([
      row(901, 'product', 1, 9000),
      row(902, 'product', 1, 7200),
      row(904, 'product', 1, 5400),
      row(903, 'option', 1, 3600),
    ])
    expect(scope).toEqual({ storeId: store.id, storeName: store.name, region: null, stores: 1 })
  })

  it('counts a hold still on up to now, and nothing of a period before it', async () => {
    const id = sellableProductId(store.menu_id)
    const { items } = expectOk(await report(manager, `from=${today}&to=${today}&store_id=${store.id}`))
    const held = items.find((item: { itemId: number }) => item.itemId === id)
    expect(held).toMatchObject({ kind: 'product', times: 1, heldNow: true })
    expect(held.seconds).toBeGreaterThanOrEqual(0)
    expect(items).toHaveLength(1)
    const before = expectOk(
      await report(manager, `from=${shiftDay(day, -3)}&to=${shiftDay(day, -2)}&store_id=${store.id}`),
    )
    expect(before.items).toEqual([])
  })

  it("lets store staff read today's of their store only", async () => {
    expectOk(await report(staff, `from=${today}&to=${today}&store_id=${store.id}`))
    expectError(await report(staff, `from=${day}&to=${day}&store_id=${store.id}`), 403, 'FORBIDDEN')
  })
})
