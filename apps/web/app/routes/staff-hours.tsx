import type { TLocation, TStaff, TStoreSchedule } from '@deli/contracts'
import { staffData } from '../features/staff/index.server.ts'
import { SchedulePanel, StaffFrame, storePageTitle } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-hours'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? `Hours – ${loaderData.store.name}` : 'Hours')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.storeId)) throw new Response('There is no such store.', { status: 404 })
  const args = { request, context }
  const [schedule, staff, store] = await Promise.all([
    staffData<TStoreSchedule>(`staff/stores/${params.storeId}/schedule`, args),
    staffData<TStaff>('staff/me', args),
    staffData<TLocation>(`stores/${params.storeId}`, args),
  ])
  return { schedule, staff, store: { id: store.id, name: store.name } }
}

/** Changes go through TanStack Query mutations; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/hours/{storeId}: weekly hours per handoff and orders per time slot. */
export default function StaffHours({ loaderData }: Route.ComponentProps) {
  const { store, staff } = loaderData
  return (
    <StaffFrame
      className="availability-page availability-page--hours"
      title={storePageTitle('hours', store)}
      store={store}
      staff={staff}
    >
      <SchedulePanel
        key={store.id}
        storeId={store.id}
        canChange={staff.role !== 'staff'}
        initial={loaderData.schedule}
      />
    </StaffFrame>
  )
}
