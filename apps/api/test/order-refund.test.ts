import { beforeAll, describe, expect, it } from 'vitest'
import { refundOrderPayment } from '../src/modules/payments/refund-order-payment.ts'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { drain, getOrder, orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

let t: TTestApp
let staff: TStaffSession
let member: TMember
beforeAll(async () => {
  t = await build()
  staff = await signInStaff(t, 'staff', [orderStore().id])
  member = await signInMember(t)
})

const placedOrder = (isPaid: boolean) => placeOrder(t, member, { isPaid })
const cancel = (orderId: string) => moveAsStaff(t, staff, orderId, 'cancelled')
async function ledger(orderId: string) {
  const { rows } = await t.db.$client.query<{
    refunded_at: Date | null
    refund_reference: string | null
    outcome: string
  }>(
    `select c.refunded_at, c.refund_reference, g.outcome
       from payment_charges c join test_gateway_charges g on g.reference = c.reference
      where c.order_id = $1`,
    [orderId],
  )
  return rows
}

describe('cancel on the board refunds a paid order through the payment adapter', () => {
  it('gives a card charge back through the gateway once, and marks our ledger refunded', async () => {
    const orderId = await placedOrder(true)
    expect(await ledger(orderId)).toEqual([
      { refunded_at: null, refund_reference: null, outcome: 'succeeded' },
    ])
    expectOk(await cancel(orderId))
    expect((await getOrder(t, member, orderId)).status).toBe('cancelled')
    await drain(t)
    const [refunded] = await ledger(orderId)
    expect(refunded?.outcome).toBe('refunded')
    expect(refunded?.refunded_at).toBeInstanceOf(Date)
    expect(refunded?.refund_reference).toMatch(/^re_test_/)

    // A repeated job (a retry, a crash after the gateway answered) refunds nothing more.
    await refundOrderPayment(t.db, t.app.payments, orderId)
    expect(await ledger(orderId)).toEqual([refunded])
  })

  it('needs no refund for an order paid in store', async () => {
    const orderId = await placedOrder(false)
    expectOk(await cancel(orderId))
    await drain(t)
    const { rows } = await t.db.$client.query('select * from payment_charges where order_id = $1', [orderId])
    expect(rows).toEqual([])
  })

  it('keeps the charge unrefunded, and the job failing for a retry, when the gateway is not there', async () => {
    const orderId = await placedOrder(true)
    const withoutGateway = { ...t.app.payments, gatewayNamed: () => null }
    await expect(refundOrderPayment(t.db, withoutGateway, orderId)).rejects.toThrow(/No test gateway/)
    expect((await ledger(orderId))[0]?.refunded_at).toBeNull()
  })
})
