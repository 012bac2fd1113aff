import { ZStoreScheduleSchema } from '@deli/contracts'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { API, cartUrl, getCart } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, ordersOfCart, readyCart, submit, submitBody, type TMember } from './order-helpers.ts'
import {
  documentedRoutes,
  expectStoreRoleMatrix,
  signInStoreRoles,
  type TStaffCall,
  type TStaffSession,
} from './staff-helpers.ts'

/** A store's weekly hours per handoff and its slot capacity, as its manager edits them (ADR 021). */

const CHAIN_CAPACITY = 6
let t: TTestApp
const store = orderStore()
const storeId = store.id
let staff: TStaffSession
let manager: TStaffSession
let otherManager: TStaffSession
let admin: TStaffSession
let member: TMember
let original: { hours: unknown; slot_capacity: number | null }
beforeAll(async () => {
  t = await build({ SLOT_CAPACITY: String(CHAIN_CAPACITY) })
  ;({ staff, manager, otherManager, admin, member } = await signInStoreRoles(t, storeId))
  const { rows } = await t.db.$client.query('SELECT hours, slot_capacity FROM stores WHERE id = $1', [
    storeId,
  ])
  original = rows[0]
})
afterEach(async () => {
  await t.db.$client.query(
    'UPDATE stores SET hours = $2, slot_capacity = $3, kitchen_stations = null WHERE id = $1',
    [storeId, JSON.stringify(original.hours), original.slot_capacity],
  )
})

const as = (who: TStaffSession | TMember | null, call: TStaffCall) =>
  t.call({ ...call, headers: who?.headers ?? {} })
const base = (id: number | string = storeId) => `${API}/staff/stores/${id}`
const week = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }))
const setHours = (handoff: string, periods: unknown, who: TStaffSession = manager) =>
  as(who, { method: 'PUT', url: `${base()}/hours/${handoff}`, payload: { periods } })
const setCapacity = (slot_capacity: unknown) =>
  as(manager, { method: 'PUT', url: `${base()}/capacity`, payload: { slot_capacity } })
const timesOn = async (cartId: string, day: string): Promise<string[]> =>
  expectOk(
    await t.call({ method: 'GET', url: cartUrl(cartId, `/times?day=${day}`), headers: member.headers }),
  ).times

describe('the staff role × store matrix of the schedule routes', () => {
  const calls = (): { call: TStaffCall; least: 'staff' | 'manager' }[] => [
    { call: { method: 'GET', url: `${base()}/schedule` }, least: 'staff' },
    {
      call: { method: 'PUT', url: `${base()}/hours/pickup`, payload: { periods: store.hours.pickup } },
      least: 'manager',
    },
    { call: { method: 'PUT', url: `${base()}/capacity`, payload: { slot_capacity: 8 } }, least: 'manager' },
    {
      call: { method: 'PUT', url: `${base()}/stations`, payload: { kitchen_stations: 2 } },
      least: 'manager',
    },
  ]
  it('covers every schedule route of the OpenAPI document', async () => {
    const ours = await documentedRoutes(t, /\/staff\/stores\/\{storeId\}\/(schedule|hours|capacity|stations)/)
    expect(ours).toHaveLength(calls().length)
  })

  it('managers of the store and chain admins may change; its staff only read; others 403, members and guests 401', async () => {
    await expectStoreRoleMatrix(t, { staff, manager, otherManager, admin, member }, calls())
  })

  it('refuses bad store ids: 400 for non-numbers, 404 to an admin for an unknown store', async () => {
    expectValidationError(await as(admin, { method: 'GET', url: `${base('nope')}/schedule` }), 'storeId')
    expectError(await as(admin, { method: 'GET', url: `${base(999_999)}/schedule` }), 404, 'STORE_NOT_FOUND')
  })
})

describe('weekly hours per handoff', () => {
  it("shows each offered handoff's week and the chain's capacity", async () => {
    const data = ZStoreScheduleSchema.parse(
      expectOk(await as(staff, { method: 'GET', url: `${base()}/schedule` })),
    )
    expect(data.handoffs).toEqual(
      (['pickup', 'curbside', 'drivethru', 'delivery', 'dispatch'] as const).filter(
        (mode) => store.services[mode],
      ),
    )
    expect(data.hours.pickup).toEqual(store.hours.pickup)
    expect(data).toMatchObject({
      slot_capacity: CHAIN_CAPACITY,
      uses_chain_capacity: true,
      chain_slot_capacity: CHAIN_CAPACITY,
      kitchen_stations: t.config.KITCHEN_STATIONS,
      uses_chain_stations: true,
      chain_kitchen_stations: t.config.KITCHEN_STATIONS,
    })
  })

  it('new pickup hours change the offered times and the Location at once; curbside keeps its own', async () => {
    const { cart } = await readyCart(t, member)
    const day = cart.time.days[1] as string
    const data = ZStoreScheduleSchema.parse(expectOk(await setHours('pickup', week('12:00', '13:00'))))
    expect(data.hours.pickup).toEqual(week('12:00', '13:00'))
    expect(data.hours.curbside).toEqual(store.hours.curbside)
    const times = await timesOn(cart.id, day)
    expect(times).toEqual(['12:00', '12:15', '12:30', '12:45'].map((time) => `${day} ${time}`))
    const location = expectOk(await t.call({ method: 'GET', url: `${API}/stores/${storeId}` }))
    expect(location.hours.pickup).toEqual(week('12:00', '13:00'))
    expect(location.hours.curbside).toEqual(store.hours.curbside)
  })

  it('a handoff with no hours offers no times; the days come back with the hours', async () => {
    const { cart } = await readyCart(t, member)
    expectOk(await setHours('pickup', []))
    expect((await getCart(t, member, cart.id)).time.days).toEqual([])
    expectOk(await setHours('pickup', week('10:00', '20:00')))
    expect((await getCart(t, member, cart.id)).time.days.length).toBeGreaterThan(1)
  })

  it('sorts the week by day and time', async () => {
    const periods = [
      { day: 3, open: '17:00', close: '21:00' },
      { day: 1, open: '11:00', close: '15:00' },
      { day: 3, open: '07:00', close: '11:00' },
    ]
    const data = ZStoreScheduleSchema.parse(expectOk(await setHours('pickup', periods)))
    expect(data.hours.pickup).toEqual([periods[1], periods[2], periods[0]])
  })

  it('refuses overlapping hours, too many periods and a handoff the store does not offer with 422 sentences', async () => {
    const overlap = await setHours('pickup', [
      { day: 2, open: '10:00', close: '14:00' },
      { day: 2, open: '13:00', close: '20:00' },
    ])
    expectError(overlap, 422, 'HOURS_INVALID')
    expect(overlap.json.message).toBe("Tuesday's hours overlap. Please fix them.")
    const many = await setHours(
      'pickup',
      ['06:00', '09:00', '12:00', '15:00'].map((open) => ({
        day: 4,
        open,
        close: `${Number(open.slice(0, 2)) + 2}:00`.padStart(5, '0'),
      })),
    )
    expectError(many, 422, 'HOURS_INVALID')
    expect(many.json.message).toBe('Thursday can have at most 3 opening periods.')
    const missing = (['pickup', 'curbside', 'drivethru', 'delivery', 'dispatch'] as const).find(
      (mode) => !store.services[mode],
    )
    expect(missing).toBeDefined()
    const unoffered = await setHours(missing as string, week('10:00', '20:00'))
    expectError(unoffered, 422, 'HANDOFF_UNAVAILABLE')
    expect(unoffered.json.message).toBe(`${store.name} does not offer ${missing} orders.`)
    // Nothing changed.
    const data = expectOk(await as(staff, { method: 'GET', url: `${base()}/schedule` }))
    expect(data.hours.pickup).toEqual(store.hours.pickup)
  })

  it('refuses a handoff that is no handoff, a time that is no time and a missing week with 400', async () => {
    expectValidationError(await setHours('teleport', week('10:00', '20:00')), 'handoff')
    expectValidationError(await setHours('pickup', week('10:00', '25:00')), 'periods')
    expectValidationError(await setHours('pickup', [{ day: 7, open: '10:00', close: '12:00' }]), 'periods')
    expectValidationError(await setHours('pickup', 'always'), 'periods')
  })
})

describe('slot capacity', () => {
  it('a full slot is no longer offered; raising the capacity offers it again', async () => {
    expectOk(await setCapacity(1))
    const { cart, slot } = await readyCart(t, member)
    const day = slot.slice(0, 8)
    expectOk(await submit(t, member, submitBody(cart.id, null)))
    expect(await ordersOfCart(t, cart.id)).toBe(1)
    const { cart: next } = await readyCart(t, member)
    expect(await timesOn(next.id, day)).not.toContain(slot)
    const data = ZStoreScheduleSchema.parse(expectOk(await setCapacity(2)))
    expect(data).toMatchObject({ slot_capacity: 2, uses_chain_capacity: false })
    expect(await timesOn(next.id, day)).toContain(slot)
  })

  it("null goes back to the chain's default", async () => {
    expectOk(await setCapacity(3))
    const data = ZStoreScheduleSchema.parse(expectOk(await setCapacity(null)))
    expect(data).toMatchObject({ slot_capacity: CHAIN_CAPACITY, uses_chain_capacity: true })
  })

  it('refuses a capacity out of range or not a whole number with the same sentence', async () => {
    for (const wrong of [0, 1_001, 2.5, 'ten']) {
      const refused = await setCapacity(wrong)
      expectValidationError(refused, 'slot_capacity')
      expect(refused.json.errors.slot_capacity).toBe(
        'Choose between 1 and 1,000 orders per 15-minute time slot.',
      )
    }
  })
})
