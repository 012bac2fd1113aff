import { randomUUID } from 'node:crypto'
import { demoStores } from '@deli/demo-data'
import { REFUND_REFUSALS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError, type TJson } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { mailTo } from './member-helpers.ts'
import { drain, getOrder, orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/** Refunding a handed-over order (ADR 072) on real PostgreSQL: money, points, reports, mail, who may. */

let t: TTestApp
let member: TMember
let staff: TStaffSession
let manager: TStaffSession
const store = orderStore()

beforeAll(async () => {
  t = await build()
  member = await signInMember(t)
  staff = await signInStaff(t, 'staff', [store.id])
  manager = await signInStaff(t, 'manager', [store.id])
})

const refund = (who: { headers: Record<string, string> } | null, orderId: string, payload: unknown) =>
  t.call({
    method: 'POST',
    url: `${API}/staff/orders/${orderId}/refund`,
    payload: payload as object,
    headers: who?.headers ?? {},
  })
/** A member's order the store made and handed over (paid by card unless `isPaid` is false). */
async function handedOver(options: { isPaid?: boolean } = {}) {
  const orderId = await placeOrder(t, member, options)
  for (const status of ['in_progress', 'ready', 'completed'])
    expectOk(await moveAsStaff(t, staff, orderId, status))
  return orderId
}
const one = async <T>(query: string, values: unknown[]) =>
  (await t.db.$client.query(query, values)).rows[0] as T | undefined

describe('POST staff/orders/{id}/refund', () => {
  it("gives a handed-over card order's money back once: the charge, the points, the guest's email, the store's Activity", async () => {
    const orderId = await handedOver()
    const before = await getOrder(t, member, orderId)
    expect(before.points_state).toBe('earned')
    const answer = expectOk(await refund(manager, orderId, { reason: 'wrong_order' }))
    expect(answer).toMatchObject({
      id: orderId,
      status: 'completed',
      refund: { state: 'pending', amount: before.totals.total },
    })
    expect(answer.refunded).toMatchObject({ reason: 'wrong_order', by: 'Test manager' })
    expect(Date.parse(answer.refunded.at)).toBeGreaterThan(Date.now() - 60_000)

    await drain(t)
    const charge = await one<{ refunded_at: Date | null }>(
      'select refunded_at from payment_charges where order_id = $1',
      [orderId],
    )
    expect(charge?.refunded_at).toBeInstanceOf(Date)
    const after = await getOrder(t, member, orderId)
    expect(after).toMatchObject({ status: 'completed', points_state: 'none', refund: { state: 'refunded' } })
    const reversed = await one<{ points: number }>(
      `select points from points_ledger where order_id = $1 and kind = 'reverse'`,
      [orderId],
    )
    expect(reversed?.points).toBe(-before.points)

    const [mail] = await mailTo(t, before.contact.email)
    expect(mail).toMatchObject({
      kind: 'order-refunded',
      subject: `We refunded your Red Door Deli order #${before.number}`,
    })
    expect(mail.text).toContain('(wrong order)')
    const action = await one<{ staff_name: string; detail: TJson }>(
      `select staff_name, detail from staff_actions where action = 'order.refund' and subject = $1`,
      [orderId],
    )
    expect(action).toEqual({
      staff_name: 'Test manager',
      detail: { number: before.number, reason: 'wrong_order', amount: before.totals.total },
    })

    const again = await refund(manager, orderId, { reason: 'quality' })
    expectError(again, 409, 'CONFLICT')
    expect(again.json.message).toBe(REFUND_REFUSALS.refunded)
    await drain(t)
    // The gateway's charge was given back once: its one record is refunded.
    const charges = await t.db.$client.query<{ outcome: string }>(
      'select outcome from test_gateway_charges where idempotency_key = $1',
      [orderId],
    )
    expect(charges.rows.map((row) => row.outcome)).toEqual(['refunded'])
  })

  it('refunds only a handed-over card order: one still to be made is cancelled, one paid at the store at the till', async () => {
    const received = await placeOrder(t, member)
    const early = await refund(manager, received, { reason: 'late' })
    expectError(early, 409, 'CONFLICT')
    expect(early.json.message).toBe(REFUND_REFUSALS.notHandedOver)
    const paidInStore = await handedOver({ isPaid: false })
    const till = await refund(manager, paidInStore, { reason: 'quality' })
    expectError(till, 409, 'CONFLICT')
    expect(till.json.message).toBe(REFUND_REFUSALS.paidInStore)
    const untouched = await one<{ refunded_at: Date | null }>(
      'select refunded_at from orders where id = $1',
      [received],
    )
    expect(untouched?.refunded_at).toBeNull()
  })

  it("is a manager's or a chain admin's: refused to store staff, another store's manager, members and nobody", async () => {
    const orderId = await handedOver()
    const body = { reason: 'missing_items' }
    const refused = await refund(staff, orderId, body)
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.json.message).toBe("Only the store's manager or a chain admin can see or change this.")
    const other = demoStores.find((candidate) => candidate.id !== store.id && candidate.available)
    expectError(
      await refund(await signInStaff(t, 'manager', [other?.id ?? 0]), orderId, body),
      403,
      'FORBIDDEN',
    )
    expectError(await refund(member, orderId, body), 401, 'SIGN_IN_REQUIRED')
    expectError(await refund(null, orderId, body), 401, 'SIGN_IN_REQUIRED')
    expect((await getOrder(t, member, orderId)).refund).toBeNull()
    expectOk(await refund(await signInStaff(t, 'admin'), orderId, body))
  })

  it('says what is wrong with the call', async () => {
    const orderId = await handedOver()
    const badReason = await refund(manager, orderId, { reason: 'because' })
    expectValidationError(badReason, 'reason')
    expect(badReason.json.errors.reason).toBe('Choose why the order is refunded.')
    expectValidationError(await refund(manager, orderId, {}), 'reason')
    expectValidationError(await refund(manager, 'nope', { reason: 'late' }), 'orderId')
    expectError(await refund(manager, randomUUID(), { reason: 'late' }), 404, 'ORDER_NOT_FOUND')
  })
})
