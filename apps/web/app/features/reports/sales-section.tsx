import type { TSalesFigures, TSalesReport, TStaff } from '@deli/contracts'
import { formatMoney, REGION_NAMES } from '@deli/domain'
import { useMemo } from 'react'
import { MONEY_CHART } from './report-chart.tsx'
import { ReportSection, WholeDays } from './report-section.tsx'
import { BY_LABELS, salesSection } from './report-table.ts'

const SUMMARY: { title: string; value: (figures: TSalesFigures) => string }[] = [
  { title: 'Net sales', value: (f) => formatMoney(f.netSales) },
  { title: 'Orders', value: (f) => String(f.orders) },
  { title: 'Average ticket', value: (f) => formatMoney(f.averageTicket) },
  { title: 'Tips', value: (f) => formatMoney(f.tips) },
  { title: 'Discounts', value: (f) => formatMoney(f.discounts) },
  { title: 'Refunded sales', value: (f) => formatMoney(f.refunds) },
  { title: 'Tax', value: (f) => formatMoney(f.tax) },
]

const scopeWords = (report: TSalesReport, staff: TStaff) => {
  if (report.scope.storeId !== null) return report.scope.storeName ?? `store #${report.scope.storeId}`
  const stores = `${report.scope.stores} store${report.scope.stores === 1 ? '' : 's'}`
  if (report.scope.region) return `${REGION_NAMES[report.scope.region] ?? report.scope.region} (${stores})`
  return staff.role === 'admin' ? `the chain (${stores})` : `your ${stores}`
}

/**
 * The sales report (ADR 064): the figures beside the previous period's, a chart of net sales, this
 * period's bars beside the previous period's, and the table under it.
 */
export function SalesSection(props: { report: TSalesReport; staff: TStaff }) {
  const { report } = props
  const chart = useMemo(
    () => ({
      labels: report.rows.map((row) => row.bucket),
      series: [
        { label: 'This period', values: report.rows.map((row) => row.current.netSales) },
        { label: 'Previous period', values: report.rows.map((row) => row.previous.netSales) },
      ],
      layout: MONEY_CHART,
      caption: `net sales by ${BY_LABELS[report.by].toLowerCase()}; the table below has every figure.`,
    }),
    [report],
  )
  return (
    <ReportSection {...salesSection(report, scopeWords(report, props.staff))} chart={chart}>
      <p className="bo-muted">
        <WholeDays
          text={`Beside each figure: the previous period, ${report.previousPeriod.from} to ${report.previousPeriod.to}.`}
        />
      </p>
      <dl className="reports__summary">
        {SUMMARY.map((figure) => (
          <div key={figure.title}>
            <dt>{figure.title}</dt>
            <dd>
              {figure.value(report.total)}
              <span className="bo-muted"> previous {figure.value(report.previousTotal)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="bo-muted">
        Refunded sales are cancelled orders’ items after their discounts; the tax and tips refunded with them
        are taken off Tax and Tips. Net sales = gross sales − discounts − refunded sales.
      </p>
    </ReportSection>
  )
}
