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
 * A scheduled or held order's fire (ADR 066), queued to start at its fire time in the transaction
 * that set it; a changed time queues another. Each run fires the order only once its `fire_at` has
 * passed, so a stale or repeated run does nothing.
 */
export const FIRE_ORDER_JOB = 'order.fire'
export type TFireOrderJob = { orderId: string }
