import { CHECK_IN_MAX_TOTAL } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { CHECK_IN_TEXTS, isCheckInCode } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, openCart } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, KIOSK_CLIENT, type TTestApp } from './helper.ts'
import { orderStore } from './order-helpers.ts'
import {
  balanceOf,
  memberWithPoints,
  rewardsOf,
  storeAppStaff,
  storeHeaders,
  withStoreClient,
} from './rewards-helpers.ts'

let t: TTestApp
/** A store's app with a staff member of the order store signed in (ADR 044). */
let storeApp: Awaited<ReturnType<typeof storeAppStaff>>
const storeId = orderStore().id
beforeAll(async () => {
  t = await build(withStoreClient)
  storeApp = await storeAppStaff(t, storeId)
})

const askCode = (headers: Record<string, string>) =>
  t.call({ method: 'POST', url: `${API}/rewards/check-in/code`, headers })
const checkIn = (payload: Record<string, unknown>, headers: Record<string, string> = storeApp.headers) =>
  t.call({
    method: 'POST',
    url: `${API}/rewards/check-in`,
    payload: { store_id: storeId, ...payload },
    headers,
  })

async function codeFor(headers: Record<string, string>) {
  const response = await askCode(headers)
  expect(response.statusCode).toBe(201)
  return response.json.data as { code: string; expires: string; points: number }
}

describe('POST /api/v1/rewards/check-in/code', () => {
  it('gives the member an 8-character code valid 5 minutes, with the points balance', async () => {
    const member = await memberWithPoints(t, 420)
    const before = Date.now()
    const code = await codeFor(member.headers)
    expect(isCheckInCode(code.code)).toBe(true)
    expect(code.points).toBe(420)
    const minutes = (new Date(code.expires).getTime() - before) / 60_000
    expect(minutes).toBeGreaterThan(4.9)
    expect(minutes).toBeLessThanOrEqual(5.01)
  })

  it('is 401 for a guest', async () => {
    const guest = await openCart(t, { menu_id: orderStore().menu_id })
    expectError(await askCode(guest.session.headers), 401, 'SIGN_IN_REQUIRED')
    expectError(await askCode({}), 401, 'SIGN_IN_REQUIRED')
  })
})

describe('POST /api/v1/rewards/check-in (a signed-in staff member of the store)', () => {
  it('earns the purchase’s points once, recorded as who checked in where; the same code again is 409', async () => {
    const member = await memberWithPoints(t, 100)
    const { code } = await codeFor(member.headers)
    const data = expectOk(await checkIn({ code: code.toLowerCase(), total: 1250 }))
    expect(data).toEqual({ points: 120, message: 'Checked in: 120 points earned.' })
    const { rows } = await t.db.$client.query(
      `select a.staff_id, a.store_id, a.action, a.detail from staff_actions a
         join check_in_codes c on a.subject = c.id::text where c.code = $1`,
      [code],
    )
    expect(rows).toEqual([
      {
        staff_id: storeApp.id,
        store_id: storeId,
        action: 'rewards.check-in',
        detail: { total: 1250, points: 120 },
      },
    ])
    expect(await balanceOf(t, member.userId)).toBe(220)
    const reused = await checkIn({ code, total: 1250 })
    expectError(reused, 409, 'CHECK_IN_USED')
    expect(reused.json.message).toBe(CHECK_IN_TEXTS.reused)
    expect(await balanceOf(t, member.userId)).toBe(220)
    const history = (await rewardsOf(t, member)).history
    expect(history).toEqual([
      expect.objectContaining({ kind: 'check_in', points: 120, label: 'In-store purchase' }),
    ])
  })

  it('earns once when the store posts the same code twice at the same time', async () => {
    const member = await memberWithPoints(t, 0)
    const { code } = await codeFor(member.headers)
    const answers = await Promise.all([checkIn({ code, total: 1000 }), checkIn({ code, total: 1000 })])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await balanceOf(t, member.userId)).toBe(100)
  })

  it('answers 404 for an unknown code and 410 for an expired one, with sentences', async () => {
    const unknown = await checkIn({ code: 'ZZZZ9999', total: 500 })
    expectError(unknown, 404, 'CHECK_IN_NOT_FOUND')
    expect(unknown.json.message).toBe(CHECK_IN_TEXTS.unknown)
    expectError(await checkIn({ code: 'not a code!', total: 500 }), 404, 'CHECK_IN_NOT_FOUND')
    const member = await memberWithPoints(t, 0)
    const { code } = await codeFor(member.headers)
    await t.db.$client.query(
      `update check_in_codes set expires_at = now() - interval '1 second' where code = $1`,
      [code],
    )
    const expired = await checkIn({ code, total: 500 })
    expectError(expired, 410, 'CHECK_IN_EXPIRED')
    expect(expired.json.message).toBe(CHECK_IN_TEXTS.expiredError)
    expect(await balanceOf(t, member.userId)).toBe(0)
  })

  it('ends a member’s older code when a new one is asked for', async () => {
    const member = await memberWithPoints(t, 0)
    const first = await codeFor(member.headers)
    const second = await codeFor(member.headers)
    expectError(await checkIn({ code: first.code, total: 500 }), 410, 'CHECK_IN_EXPIRED')
    expectOk(await checkIn({ code: second.code, total: 500 }))
  })

  it('no API key checks in alone (401), another store is 403; the total is bounded (400)', async () => {
    const member = await memberWithPoints(t, 0)
    const { code } = await codeFor(member.headers)
    expectError(await checkIn({ code, total: 500 }, storeHeaders), 401, 'SIGN_IN_REQUIRED')
    expectError(await checkIn({ code, total: 500 }, {}), 401, 'SIGN_IN_REQUIRED')
    const kiosk = { 'x-app-name': KIOSK_CLIENT.appName, 'x-api-key': KIOSK_CLIENT.key }
    expectError(await checkIn({ code, total: 500 }, kiosk), 401, 'SIGN_IN_REQUIRED')
    expectError(await checkIn({ code, total: 500 }, { ...member.headers }), 401, 'SIGN_IN_REQUIRED')
    const otherStore = demoStores.find((store) => store.available && store.id !== storeId)?.id
    expectError(await checkIn({ code, total: 500, store_id: otherStore }), 403, 'FORBIDDEN')
    const tooMuch = await checkIn({ code, total: CHECK_IN_MAX_TOTAL + 1 })
    expectValidationError(tooMuch, 'total')
    expect(tooMuch.json.errors.total).toBe('A check-in covers one counter purchase of up to $250.00.')
    expectValidationError(await checkIn({ code, total: 1_000_000 }), 'total')
    expectValidationError(await checkIn({ code, total: 500, store_id: 'one' }), 'store_id')
    expectValidationError(await checkIn({ code, total: -1 }), 'total')
    expectValidationError(await checkIn({ code, total: 12.5 }), 'total')
    expectValidationError(await checkIn({ total: 100 }), 'code')
    expect(await balanceOf(t, member.userId)).toBe(0)
    expectOk(await checkIn({ code, total: CHECK_IN_MAX_TOTAL }))
    expect(await balanceOf(t, member.userId)).toBe(2_500)
  })
})
