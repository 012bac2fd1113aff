import { type SQL, sql } from 'drizzle-orm'
import type { TGatewayName } from './payment-gateway.ts'
import { paymentCharges } from './tables.ts'

/** A charge the gateway took for an order: the gateway, its reference and the amount in cents. */
export type TCharge = { gateway: TGatewayName; reference: string; amount: number }

/**
 * An order's charge as SQL, recorded inside the settling transaction (ADR 008): one row per order
 * (unique order id), committed together with the order's acceptance or not at all. Nothing is
 * written when `charge.gateway` is null (an order paid in store). The orders module runs it as a
 * part of its accepting statement (ADR 035, amended 2026-11-28): the payments' table is written only
 * by this text.
 */
export const recordChargeSql = (orderId: SQL, charge: { gateway: SQL; reference: SQL; amount: SQL }): SQL =>
  sql`insert into ${paymentCharges} (${sql.raw(paymentCharges.orderId.name)}, ${sql.raw(paymentCharges.gateway.name)},
      ${sql.raw(paymentCharges.reference.name)}, ${sql.raw(paymentCharges.amount.name)})
    select ${orderId}, ${charge.gateway}, ${charge.reference}, ${charge.amount} where ${charge.gateway} is not null
    returning ${sql.raw(paymentCharges.id.name)}`
