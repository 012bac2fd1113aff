/** The reports module's front door (ADR 050, 064): sales and items rollups and the reports on them. */
export { getChannelsReport } from './get-channels-report.ts'
export { getItemsReport } from './get-items-report.ts'
export { getSalesReport } from './get-sales-report.ts'
export { recordOrderCancellation, recordOrderSale, type TSaleOrder } from './record-order-sale.ts'
export { reportScope } from './report-scope.ts'
export type { TReportScope } from './repository.ts'
export { reportRoutes } from './routes.ts'
