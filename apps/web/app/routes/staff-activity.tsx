import type { TLocation, TStaff, TStoreActivity } from '@deli/contracts'
import { staffData } from '../features/staff/index.server.ts'
import { ActivityPanel, StaffFrame, storePageTitle } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-activity'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? `Activity – ${loaderData.store.name}` : 'Activity')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.storeId)) throw new Response('There is no such store.', { status: 404 })
  const args = { request, context }
  const [activity, staff, store] = await Promise.all([
    staffData<TStoreActivity>(`staff/stores/${params.storeId}/activity?kind=settings`, args),
    staffData<TStaff>('staff/me', args),
    staffData<TLocation>(`stores/${params.storeId}`, args),
  ])
  return { activity, staff, store: { id: store.id, name: store.name, timezone: store.timezone } }
}

/** The panel reads further pages and the orders itself; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/activity/{storeId}: who changed the store's settings or moved its orders, newest first (managers). */
export default function StaffActivity({ loaderData }: Route.ComponentProps) {
  const { store, staff } = loaderData
  return (
    <StaffFrame
      className="availability-page availability-page--activity"
      title={storePageTitle('activity', store)}
      store={store}
      staff={staff}
    >
      <ActivityPanel
        key={store.id}
        storeId={store.id}
        timezone={store.timezone}
        initial={loaderData.activity}
      />
    </StaffFrame>
  )
}
