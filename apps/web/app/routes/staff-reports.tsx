import type { TSalesReport, TStaff } from '@deli/contracts'
import { BackOfficePage } from '../features/back-office/index.ts'
import { defaultFilters, ReportsPanel, reportQuery } from '../features/reports/index.ts'
import { staffData } from '../features/staff/index.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-reports'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Reports – Back office')

/** The first look: the viewer's default report (store staff: today at their store, by hour). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context }
  const staff = await staffData<TStaff>('staff/me', args)
  const filters = defaultFilters(staff, new Date())
  const sales = await staffData<TSalesReport>(`staff/reports/sales?${reportQuery(filters)}`, args)
  return { staff, filters, sales }
}

/** Filters change through TanStack Query; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/reports (ADR 064): sales and items reports with charts, tables and CSV downloads. */
export default function StaffReports({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficePage title="Reports" staff={loaderData.staff}>
      <ReportsPanel staff={loaderData.staff} initial={loaderData.sales} initialFilters={loaderData.filters} />
    </BackOfficePage>
  )
}
