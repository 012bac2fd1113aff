import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import type { TGatewayName } from './payment-gateway.ts'
import { paymentCharges } from './tables.ts'

/** A charge the gateway took for an order: the gateway, its reference and the amount in cents. */
export type TCharge = { gateway: TGatewayName; reference: string; amount: number }

/**
 * Records an order's charge inside the settling transaction (ADR 008): one row per order (unique
 * order id), committed together with the order's acceptance or not at all.
 */
export async function recordCharge(executor: TQueryable, orderId: string, charge: TCharge): Promise<void> {
  await recordStatement(executor, { orderId, ...charge })
}

// Every paid order records one: built once (ADR 036).
const recordStatement = preparedStatement<TCharge & { orderId: string }, unknown>((db) =>
  db
    .insert(paymentCharges)
    .values({
      orderId: sql.placeholder('orderId'),
      gateway: sql.placeholder('gateway'),
      reference: sql.placeholder('reference'),
      amount: sql.placeholder('amount'),
    } as never)
    .prepare('record_charge'),
)
