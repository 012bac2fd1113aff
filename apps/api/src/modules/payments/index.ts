/** The front door of the payments module (ADR 050): what other modules, flows and the app may use. */

export { chargesOf, type TChargeState } from './list-refunds.ts'
export { PaymentProcessingError, type TChargeRequest } from './payment-gateway.ts'
export { createPayments, type TPayments } from './payments.ts'
export { recordChargeSql, type TCharge } from './record-charge.ts'
export { refundOrderPayment } from './refund-order-payment.ts'
export { paymentRoutes } from './routes.ts'
