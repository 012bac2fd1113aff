import type { TLocation, TMenu, TStaff, TStoreAvailability } from '@deli/contracts'
import { staffData } from '../features/staff/index.server.ts'
import { AvailabilityPanel, StaffFrame, storePageTitle } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-availability'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? `Availability – ${loaderData.store.name}` : 'Availability')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.storeId)) throw new Response('There is no such store.', { status: 404 })
  const args = { request, context }
  const [availability, staff, store] = await Promise.all([
    staffData<TStoreAvailability>(`staff/stores/${params.storeId}/availability`, args),
    staffData<TStaff>('staff/me', args),
    staffData<TLocation>(`stores/${params.storeId}`, args),
  ])
  const menu = await staffData<TMenu>(`menus/${store.menu_id}`, args)
  return { availability, staff, store: { id: store.id, name: store.name, menuId: store.menu_id }, menu }
}

/** Changes go through TanStack Query mutations; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/availability/{storeId}: 86 items and options, pause ASAP, lead time, closed days. */
export default function StaffAvailability({ loaderData }: Route.ComponentProps) {
  const { store, staff } = loaderData
  return (
    <StaffFrame
      className="availability-page availability-page--availability"
      title={storePageTitle('availability', store)}
      store={store}
      staff={staff}
    >
      <AvailabilityPanel
        key={store.id}
        storeId={store.id}
        menuId={store.menuId}
        canChange={staff.role !== 'staff'}
        initial={loaderData.availability}
        initialMenu={loaderData.menu}
      />
    </StaffFrame>
  )
}
