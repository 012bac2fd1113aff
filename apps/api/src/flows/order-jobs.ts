import {
  FIRE_ORDER_JOB,
  fireDueOrder,
  REFUND_ORDER_JOB,
  SUBMIT_ORDER_JOB,
  type TFireOrderJob,
  type TRefundOrderJob,
  type TSubmitOrderJob,
} from '../modules/orders/index.ts'
import { refundOrderPayment } from '../modules/payments/index.ts'
import type { JobRunner } from '../platform/jobs.ts'
import { settleOrder, type TSettleDeps } from './settle-order.ts'

/**
 * Queue policy: many retries with capped backoff (processing failures are counted by the order
 * itself, so retries also cover crashed workers); a 10 s heartbeat lets supervision hand the job of
 * a dead worker to another within seconds; a charge never takes a minute.
 */
export function defineOrderJobs(jobs: JobRunner, deps: Omit<TSettleDeps, 'jobs'>): void {
  const settleDeps: TSettleDeps = { ...deps, jobs }
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
    handler: (job) => settleOrder(settleDeps, job.orderId, { hostsGroup: job.hostsGroup ?? true }),
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
  // A scheduled or held order's fire (ADR 066): one conditional write, so a retry, a repeat after a
  // killed worker, or a stale job of a changed time fires it at most once.
  jobs.define<TFireOrderJob>({
    name: FIRE_ORDER_JOB,
    queue: {
      retryLimit: 20,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 30,
      expireInSeconds: 60,
      heartbeatSeconds: 10,
      deleteAfterSeconds: 7 * 86_400,
    },
    handler: async (job) => {
      await fireDueOrder(deps.db, job.orderId)
    },
  })
}
