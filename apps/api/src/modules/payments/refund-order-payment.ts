import { eq } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { PaymentProcessingError } from './payment-gateway.ts'
import type { TPayments } from './payments.ts'
import { paymentCharges } from './tables.ts'

/**
 * Gives a cancelled order's money back through the gateway that took it (the `order.refund` job,
 * queued with the cancel): a full refund keyed `{orderId}:refund`, so a retried job or a crash between
 * the gateway and our ledger never refunds twice; then the charge is marked refunded. An order with
 * no charge (paid in store) or one already refunded needs nothing. A gateway failure throws, and the
 * job is retried.
 */
export async function refundOrderPayment(db: TDatabase, payments: TPayments, orderId: string): Promise<void> {
  const [charge] = await db.select().from(paymentCharges).where(eq(paymentCharges.orderId, orderId))
  if (!charge || charge.refundedAt) return
  const gateway = payments.gatewayNamed(charge.gateway)
  if (!gateway)
    throw new PaymentProcessingError(`No ${charge.gateway} gateway here to refund order ${orderId}.`)
  const refund = await gateway.refund({
    reference: charge.reference,
    amount: charge.amount,
    idempotencyKey: `${orderId}:refund`,
  })
  await db
    .update(paymentCharges)
    .set({ refundedAt: new Date(), refundReference: refund.reference })
    .where(eq(paymentCharges.id, charge.id))
}
