import type { TSalesReport, TStaff } from '@deli/contracts'
import { reportPeriodProblem } from '@deli/contracts/report-constants'
import { REPORT_PRESET_LABELS } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { GuestsSection, OrderMixSection } from './guest-sections.tsx'
import { KitchenReports } from './kitchen-sections.tsx'
import { PeriodFields } from './period-fields.tsx'
import {
  bucketsFor,
  presetsFor,
  regionsFor,
  reportQuery,
  searchOfFilters,
  storeNumberProblem,
  type TReportFilters,
  withPreset,
} from './report-filters.ts'
import { ReportSection } from './report-section.tsx'
import { BY_LABELS, channelsSection, itemsSection, missingReportsText } from './report-table.ts'
import { reportsApi } from './reports-api.ts'
import { SalesSection } from './sales-section.tsx'

/** What the page says when a report did not load: the API's sentence, else that it did not. */
function failureOf(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return error ? 'The report did not load.' : ''
}

/**
 * The sales and items reports (ADR 064): filters, the figures beside the previous period's, a chart
 * of net sales with its table under it, and CSV downloads of exactly the tables shown.
 */
export function ReportsPanel(props: {
  staff: TStaff
  /** The regions the viewer may ask for (`GET staff/reports/regions`). */
  regions: readonly string[]
  initial: TSalesReport | undefined
  filters: TReportFilters
}) {
  const { staff, filters } = props
  const [draft, setDraft] = useState(filters)
  // The address changed (a report shown, Back, a link): the form shows what it now asks for.
  const [shown, setShown] = useState(reportQuery(filters))
  if (shown !== reportQuery(filters)) {
    setShown(reportQuery(filters))
    setDraft(filters)
  }
  const [periodProblem, setPeriodProblem] = useState<ReturnType<typeof reportPeriodProblem>>(null)
  const [storeProblem, setStoreProblem] = useState<string | null>(null)
  const [, setSearch] = useSearchParams()
  const ids = useId()
  const sales = useQuery({
    queryKey: ['reports', 'sales', reportQuery(filters)],
    queryFn: () => reportsApi.sales(reportQuery(filters)),
    initialData: props.initial,
  })
  const items = useQuery({
    queryKey: ['reports', 'items', reportQuery(filters, false)],
    queryFn: () => reportsApi.items(reportQuery(filters, false)),
  })
  const channels = useQuery({
    queryKey: ['reports', 'channels', reportQuery(filters, false)],
    queryFn: () => reportsApi.channels(reportQuery(filters, false)),
  })
  const orderMix = useQuery({
    queryKey: ['reports', 'order-mix', reportQuery(filters, false)],
    queryFn: () => reportsApi.orderMix(reportQuery(filters, false)),
  })
  const guests = useQuery({
    queryKey: ['reports', 'guests', reportQuery(filters, false)],
    queryFn: () => reportsApi.guests(reportQuery(filters, false)),
  })
  const report = sales.data
  // Any report but sales that did not load says so by name rather than leaving a gap where it would be.
  const missing = [
    { query: channels, name: 'channels and handoffs' },
    { query: orderMix, name: 'order mix' },
    { query: items, name: 'items' },
    { query: guests, name: 'guests' },
  ].filter((report) => report.query.isError && !sales.isError)
  const set = (change: Partial<TReportFilters>) => setDraft({ ...draft, ...change })
  const canChoose = staff.role !== 'staff'
  // A chain admin's store is any of the chain's, typed by its number (none is listed: 40,000).
  const byNumber =
    staff.every_store &&
    draft.scope.startsWith('store:') &&
    !staff.stores.some((store) => `store:${store.id}` === draft.scope)
  // A number the chain has no store for is the API's 404: its sentence goes beside the field that asked.
  const storeRefusal =
    byNumber && draft.scope === filters.scope && sales.error instanceof ApiError && sales.error.status === 404
      ? sales.error.message
      : null
  const storeSentence = storeProblem ?? storeRefusal
  // The sales report's refusal is the API's sentence (the filters'), unless it went beside its field.
  const failure = storeRefusal === null ? failureOf(sales.error) : ''
  useEffect(() => {
    if (storeRefusal) document.getElementById(`${ids}-store-number`)?.focus()
  }, [storeRefusal, ids])
  return (
    <div className="reports">
      <form
        className="bo-section bo-filters"
        aria-label="Choose the report"
        onSubmit={(event) => {
          event.preventDefault()
          // Chosen days are checked with the API's own rule before asking (the sentence beside its field).
          const problem = draft.preset === 'custom' ? reportPeriodProblem(draft.from, draft.to) : null
          const numberProblem = storeNumberProblem(draft.scope)
          setPeriodProblem(problem)
          setStoreProblem(numberProblem)
          if (problem) document.getElementById(`${ids}-${problem.field}`)?.focus()
          else if (numberProblem) document.getElementById(`${ids}-store-number`)?.focus()
          else setSearch(searchOfFilters(draft), { preventScrollReset: true })
        }}
      >
        <div className="bo-field">
          <label htmlFor={`${ids}-preset`}>Dates</label>
          <select
            id={`${ids}-preset`}
            value={draft.preset}
            onChange={(event) =>
              setDraft(withPreset(draft, event.target.value as TReportFilters['preset'], staff, new Date()))
            }
          >
            {presetsFor(staff.role).map((preset) => (
              <option key={preset} value={preset}>
                {REPORT_PRESET_LABELS[preset]}
              </option>
            ))}
            {canChoose && <option value="custom">Choose days</option>}
          </select>
        </div>
        {draft.preset === 'custom' && (
          <PeriodFields
            idPrefix={ids}
            from={draft.from}
            to={draft.to}
            problem={periodProblem}
            onChange={(change) => {
              setPeriodProblem(null)
              set(change)
            }}
          />
        )}
        <div className="bo-field bo-field--wide">
          <label htmlFor={`${ids}-scope`}>Stores</label>
          <select
            id={`${ids}-scope`}
            value={byNumber ? 'store:' : draft.scope}
            onChange={(event) => {
              setStoreProblem(null)
              set({ scope: event.target.value })
            }}
          >
            {canChoose && (
              <option value="">{staff.role === 'admin' ? 'The whole chain' : 'All my stores'}</option>
            )}
            {canChoose && (
              <optgroup label="Regions">
                {regionsFor(props.regions).map(([code, name]) => (
                  <option key={code} value={`region:${code}`}>
                    {name}
                  </option>
                ))}
              </optgroup>
            )}
            {staff.stores.length > 0 && (
              <optgroup label="Stores">
                {staff.stores.map((store) => (
                  <option key={store.id} value={`store:${store.id}`}>
                    {store.name}
                  </option>
                ))}
              </optgroup>
            )}
            {staff.every_store && <option value="store:">A store by its number</option>}
          </select>
        </div>
        {byNumber && (
          <div className="bo-field">
            <label htmlFor={`${ids}-store-number`}>Store number</label>
            <input
              id={`${ids}-store-number`}
              inputMode="numeric"
              autoComplete="off"
              value={draft.scope.slice(6)}
              aria-invalid={storeSentence ? true : undefined}
              aria-describedby={storeSentence ? `${ids}-store-number-error` : undefined}
              onChange={(event) => {
                setStoreProblem(null)
                set({ scope: `store:${event.target.value.trim()}` })
              }}
            />
            {storeSentence && (
              <span className="bo-field__error" id={`${ids}-store-number-error`} role="alert">
                {storeSentence}
              </span>
            )}
          </div>
        )}
        <div className="bo-field">
          <label htmlFor={`${ids}-by`}>Group by</label>
          <select
            id={`${ids}-by`}
            value={draft.by}
            onChange={(event) => set({ by: event.target.value as TReportFilters['by'] })}
          >
            {bucketsFor(staff.role).map((by) => (
              <option key={by} value={by}>
                {BY_LABELS[by]}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-filters__submit">
          <Button type="submit" size="small">
            Show report
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="reports__status">
        {sales.isFetching && <p>Loading the report…</p>}
        {failure && (
          <p className="reports__failure" role="alert">
            {failure}
          </p>
        )}
        {missing.length > 0 && (
          <p className="reports__failure" role="alert">
            {missingReportsText(missing.map((report) => report.name))}
          </p>
        )}
      </div>
      {report && <SalesSection report={report} staff={staff} />}
      {channels.data && <ReportSection {...channelsSection(channels.data)} />}
      {orderMix.data && <OrderMixSection report={orderMix.data} />}
      {items.data && <ReportSection {...itemsSection(items.data)} />}
      {guests.data && <GuestsSection report={guests.data} />}
      <KitchenReports query={reportQuery(filters, false)} />
    </div>
  )
}
