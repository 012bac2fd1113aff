/** The front door of the group-orders module (ADR 050): what other modules, flows and the app may use. */
export { basketGroupPort } from './basket-group-port.ts'
export { beginGroupSubmission, SPLIT_NEEDS_CARD } from './begin-group-submission.ts'
export { captureGroupPayments, confirmGroup } from './capture-group-payments.ts'
export { defineGroupJobs } from './group-jobs.ts'
export { recordAuthorisation, recordGroupFailure } from './record-group-payment.ts'
export { groupOrderRoutes } from './routes.ts'
export { settleHeldOrder } from './void-group-payments.ts'
