import { counter } from '../../platform/metrics.ts'

/**
 * The orders module's own series (ADR 053), counted after the change commits: a basket turned into
 * an order (submitted, payment still to settle), an order accepted by its settlement (settled:
 * paid, or to pay in store), one that failed (declined, or its payment could not be processed). A
 * split group's participants are captured with their host's order and counted with it (ADR 015).
 */
export const orderMetrics = {
  submitted: counter('deli_orders_submitted_total', 'Orders submitted (a basket became an order)'),
  settled: counter('deli_orders_settled_total', 'Orders settled: payment taken or in store, order accepted'),
  failed: counter('deli_orders_failed_total', 'Orders that failed: payment declined or not processed'),
}
