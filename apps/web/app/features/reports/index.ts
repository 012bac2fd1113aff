/**
 * The operator reports' page (ADR 064): sales with the previous period beside them, a chart with its
 * table, items with option attach rates, CSV downloads. A route chunk of its own (uPlot loads only
 * with its chart): nothing here reaches a guest page's JavaScript.
 */
export { filtersFromSearch, reportQuery, searchOfFilters, type TReportFilters } from './report-filters.ts'
export { ReportsPanel } from './reports-panel.tsx'
