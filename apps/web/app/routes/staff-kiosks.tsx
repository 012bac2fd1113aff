import type { TKiosk, TLocation, TStaff } from '@deli/contracts'
import { staffData } from '../features/staff/index.server.ts'
import { KiosksPanel, StaffFrame, storePageTitle } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-kiosks'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? `Kiosks – ${loaderData.store.name}` : 'Kiosks')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.storeId)) throw new Response('There is no such store.', { status: 404 })
  const args = { request, context }
  const [kiosks, staff, store] = await Promise.all([
    staffData<TKiosk[]>(`staff/stores/${params.storeId}/kiosks`, args),
    staffData<TStaff>('staff/me', args),
    staffData<TLocation>(`stores/${params.storeId}`, args),
  ])
  return { kiosks, staff, store: { id: store.id, name: store.name } }
}

/** Changes go through TanStack Query mutations; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/kiosks/{storeId}: set this device up as the store's kiosk; the kiosks in use (managers). */
export default function StaffKiosks({ loaderData }: Route.ComponentProps) {
  const { store, staff } = loaderData
  return (
    <StaffFrame
      className="availability-page availability-page--kiosks"
      title={storePageTitle('kiosks', store)}
      store={store}
      staff={staff}
    >
      <KiosksPanel key={store.id} storeId={store.id} initial={loaderData.kiosks} />
    </StaffFrame>
  )
}
