import type { JobRunner } from '../../platform/jobs.ts'
import { refundOrderPayment } from '../payments/refund-order-payment.ts'
import { settleOrder, type TSettleDeps } from './settle-order.ts'

/** The payment job of a submitted order, queued in the order's own transaction. */
export const SUBMIT_ORDER_JOB = 'order.submit'
/**
 * `hostsGroup`: whether the order's basket hosts a group order (ADR 015), fixed at submission, so
 * the settlement of a single order does not look for a group. A job queued before the flag existed
 * has none: its settlement looks, as it always did.
 */
export type TSubmitOrderJob = { orderId: string; hostsGroup?: boolean }
/** The refund of a cancelled paid order, queued in the cancel's transaction (ADR 019). */
export const REFUND_ORDER_JOB = 'order.refund'
export type TRefundOrderJob = { orderId: string }

/**
 * Queue policy: many retries with capped backoff (processing failures are counted by the order
 * itself, so retries also cover crashed workers); a 10 s heartbeat lets supervision hand the job of
 * a dead worker to another within seconds; a charge never takes a minute.
 */
export function defineOrderJobs(jobs: JobRunner, deps: TSettleDeps): void {
  jobs.define<TSubmitOrderJob>({
    name: SUBMIT_ORDER_JOB,
    queue: {
      retryLimit: 20,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 30,
      expireInSeconds: 60,
      heartbeatSeconds: 10,
      deleteAfterSeconds: 7 * 86_400,
    },
    handler: (job) => settleOrder(deps, job.orderId, { hostsGroup: job.hostsGroup ?? true }),
  })
  // A refund retries like a charge (the gateway's idempotency key makes every retry the same refund).
  jobs.define<TRefundOrderJob>({
    name: REFUND_ORDER_JOB,
    queue: {
      retryLimit: 20,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 300,
      expireInSeconds: 60,
      heartbeatSeconds: 10,
      deleteAfterSeconds: 7 * 86_400,
    },
    handler: (job) => refundOrderPayment(deps.db, deps.payments, job.orderId),
  })
}
