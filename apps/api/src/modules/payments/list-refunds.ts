import { inArray } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { paymentCharges } from './tables.ts'

/** An order's card charge as a guest's order page shows its refund (ADR 066). */
export type TChargeState = { amount: number; refundedAt: Date | null }

/** The charges of these orders by order id (orders without one are absent). */
export async function chargesOf(
  db: TQueryable,
  orderIds: readonly string[],
): Promise<Map<string, TChargeState>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      orderId: paymentCharges.orderId,
      amount: paymentCharges.amount,
      refundedAt: paymentCharges.refundedAt,
    })
    .from(paymentCharges)
    .where(inArray(paymentCharges.orderId, [...orderIds]))
  return new Map(rows.map((row) => [row.orderId, { amount: row.amount, refundedAt: row.refundedAt }]))
}
