import type { TSubmitTrack } from '@deli/contracts'
import { CHAIN, PAYMENT_FAILED_MESSAGE } from '@deli/domain'
import {
  captureGroupPayments,
  confirmGroup,
  recordAuthorisation,
  recordGroupFailure,
  settleHeldOrder,
} from '../modules/group-orders/index.ts'
import type { TOrderRow } from '../modules/orders/index.ts'
import {
  acceptOrder,
  announceSettlement,
  countPaymentAttempt,
  FIRE_ORDER_JOB,
  failOrder,
  findOrder,
  lockOrderWithStore,
  orderMetrics,
  planFiring,
  type TFireOrderJob,
  trackOf,
} from '../modules/orders/index.ts'
import type { TCharge, TPayments } from '../modules/payments/index.ts'
import { PaymentProcessingError, type TChargeRequest } from '../modules/payments/index.ts'
import { recordOrderSale } from '../modules/reports/index.ts'
import type { TConfig } from '../platform/config.ts'
import type { TDatabase } from '../platform/database.ts'
import type { JobRunner } from '../platform/jobs.ts'

/** Gateway processing failures of one order before the worker gives up and fails the submission. */
export const MAX_PAYMENT_ATTEMPTS = 3

export type TSettleDeps = { db: TDatabase; config: TConfig; payments: TPayments; jobs: JobRunner }

type TSettlement =
  | { kind: 'accept'; charge: TCharge | null }
  | { kind: 'authorised'; reference: string }
  | { kind: 'fail'; message: string }

/**
 * Charges the order's card with the order id as idempotency key (a repeat never charges twice); a
 * split group participant's order is only authorised (captured at the host's submission, ADR 015).
 */
async function chargeOrder(deps: TSettleDeps, order: TOrderRow): Promise<TSettlement> {
  if (order.paymentType === 'instore') return { kind: 'accept', charge: null }
  const gateway = order.paymentToken ? deps.payments.gatewayFor(order.paymentToken) : null
  if (!gateway || !order.paymentToken) return { kind: 'fail', message: PAYMENT_FAILED_MESSAGE }
  const request: TChargeRequest = {
    token: order.paymentToken,
    amount: order.totals.total,
    idempotencyKey: order.id,
    description: `${CHAIN.name} order #${order.number}`,
    email: order.contact.email,
  }
  if (order.groupOrderId) {
    const held = await gateway.authorise(request)
    return held.outcome === 'declined'
      ? { kind: 'fail', message: held.message }
      : { kind: 'authorised', reference: held.reference }
  }
  const result = await gateway.charge(request)
  if (result.outcome === 'declined') return { kind: 'fail', message: result.message }
  return {
    kind: 'accept',
    charge: { gateway: gateway.name, reference: result.reference, amount: order.totals.total },
  }
}

/**
 * The `order.submit` job (ADR 008): settles one pending order. Safe to run any number of times, in
 * any process, even after a crash at any point: the gateway answers a repeated idempotency key with
 * the first result, and the outcome is written in one transaction only while the order is still
 * pending. A processing failure is retried by the queue; after MAX_PAYMENT_ATTEMPTS the submission
 * fails with a clear message and nothing charged. Group orders (ADR 015): a split participant's
 * order is authorised and stays pending with its hold; the host's order captures every hold, then
 * confirms the group in the same transaction that accepts the host's order.
 */
export async function settleOrder(
  deps: TSettleDeps,
  orderId: string,
  /** Unknown (a caller without the job's flag): look for a hosted group, which is always safe. */
  options: { hostsGroup: boolean } = { hostsGroup: true },
): Promise<void> {
  const order = await findOrder(deps.db, orderId)
  if (order?.status !== 'pending') return
  if (order.authorisation) return settleHeldOrder(deps, order)
  let settlement: TSettlement
  try {
    settlement = await chargeOrder(deps, order)
  } catch (error) {
    if (!(error instanceof PaymentProcessingError)) throw error
    const attempts = await countPaymentAttempt(deps.db, order.id)
    if (attempts === null) return
    if (attempts < MAX_PAYMENT_ATTEMPTS) throw error
    settlement = { kind: 'fail', message: PAYMENT_FAILED_MESSAGE }
  }
  // The host of a split group: every participant's hold is captured before anything is written.
  if (settlement.kind === 'accept' && options.hostsGroup) await captureGroupPayments(deps, order)
  // The final outcome written, which a submission of this process waiting for it answers.
  let outcome: TSubmitTrack | null = null
  const written = await deps.db.transaction(async (tx) => {
    const row = await lockOrderWithStore(tx, orderId)
    const locked = row?.order
    if (locked?.status !== 'pending' || locked.authorisation) return null
    if (settlement.kind === 'accept') {
      // Made now, or scheduled / held with its fire job in this transaction (ADR 066).
      const firing = await planFiring(tx, locked, row?.store ?? null, new Date())
      const accepted = await acceptOrder(tx, locked, settlement.charge, row?.store ?? null, firing)
      outcome = trackOf(accepted)
      // A split group's participant orders wait with the host's, each with its own fire job.
      const participants = options.hostsGroup ? await confirmGroup(tx, deps.payments, accepted) : []
      for (const sold of [accepted, ...participants]) {
        if (sold.fireAt) {
          const job: TFireOrderJob = { orderId: sold.id }
          await deps.jobs.send(FIRE_ORDER_JOB, job, { tx, startAfter: sold.fireAt })
        }
        // The reports' rollups count every order accepted here, in its accepting transaction (ADR 064).
        await recordOrderSale(tx, sold)
      }
    } else if (settlement.kind === 'authorised') {
      await recordAuthorisation(tx, locked, settlement.reference)
    } else {
      await failOrder(tx, deps.config, locked, settlement.message)
      await recordGroupFailure(tx, locked)
      outcome = trackOf({ ...locked, status: 'failed', failureMessage: settlement.message })
    }
    return settlement.kind
  })
  if (written === 'accept') orderMetrics.settled.inc()
  else if (written === 'fail') orderMetrics.failed.inc()
  // The host may have cancelled while the hold was being made: release it at once.
  if (settlement.kind === 'authorised') {
    const held = await findOrder(deps.db, orderId)
    if (held) await settleHeldOrder(deps, held)
  }
  // A submission of this process may be waiting to answer with the outcome (ADR 008's amendment).
  announceSettlement(orderId, outcome)
}
