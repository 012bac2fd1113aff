import type { TQueryable } from '../../platform/database.ts'
import type { TGatewayName } from './payment-gateway.ts'
import { paymentCharges } from './tables.ts'

/** A charge the gateway took for an order: the gateway, its reference and the amount in cents. */
export type TCharge = { gateway: TGatewayName; reference: string; amount: number }

/**
 * Records an order's charge inside the settling transaction (ADR 008): one row per order (unique
 * order id), committed together with the order's acceptance or not at all.
 */
export async function recordCharge(executor: TQueryable, orderId: string, charge: TCharge): Promise<void> {
  await executor.insert(paymentCharges).values({ orderId, ...charge })
}
