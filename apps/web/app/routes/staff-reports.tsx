import type { TReportRegions, TSalesReport, TStaff } from '@deli/contracts'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { filtersFromSearch, ReportsPanel, reportQuery, searchOfFilters } from '../features/reports/index.ts'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-reports'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Reports')

/** The first look: the report the address asks for, else the viewer's default (store staff: today at their store, by hour). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context }
  const [staff, { regions }] = await Promise.all([
    staffData<TStaff>('staff/me', args),
    staffData<TReportRegions>('staff/reports/regions', args),
  ])
  const filters = filtersFromSearch(new URL(request.url).searchParams, { ...staff, regions }, new Date())
  const sales = await staffData<TSalesReport>(`staff/reports/sales?${reportQuery(filters)}`, args)
  return { staff, regions, filters, sales }
}

/** Filters change the address and are read through TanStack Query; the loader is only the first look. */
export const shouldRevalidate = () => false

/**
 * /staff/reports (ADR 064): sales and items reports with charts, tables and CSV downloads. The
 * filters live in the address, read afresh on every change of it (Back included).
 */
export default function StaffReports({ loaderData }: Route.ComponentProps) {
  const { staff, regions } = loaderData
  const [search, setSearch] = useSearchParams()
  const filters = filtersFromSearch(search, { ...staff, regions }, new Date())
  // An address asking for what this viewer may not read shows their default; it then says so too.
  const asked = search.toString()
  const shown = searchOfFilters(filters).toString()
  useEffect(() => {
    if (asked !== '' && asked !== shown) setSearch(shown, { replace: true, preventScrollReset: true })
  }, [asked, shown, setSearch])
  // The loader's report is the first look's: the page's address may since have moved on (or back).
  const isFirst = reportQuery(filters) === reportQuery(loaderData.filters)
  return (
    <StaffFrame className="back-office" title="Reports" staff={staff}>
      <ReportsPanel
        staff={staff}
        regions={regions}
        initial={isFirst ? loaderData.sales : undefined}
        filters={filters}
      />
    </StaffFrame>
  )
}
