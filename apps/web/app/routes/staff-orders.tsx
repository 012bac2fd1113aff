import type { TLocation, TStaff, TStoreOrders } from '@deli/contracts'
import { staffData } from '../features/staff/index.server.ts'
import { OrderLookup, StaffFrame, storePageTitle } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-orders'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? `Orders – ${loaderData.store.name}` : 'Orders')

/** The first page of the search the address asks for (`?q=`), the viewer and the store. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.storeId)) throw new Response('There is no such store.', { status: 404 })
  const args = { request, context }
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim()
  const query = new URLSearchParams(q ? { q } : {}).toString()
  const [orders, staff, store] = await Promise.all([
    staffData<TStoreOrders>(`staff/stores/${params.storeId}/orders?${query}`, args),
    staffData<TStaff>('staff/me', args),
    staffData<TLocation>(`stores/${params.storeId}`, args),
  ])
  return { orders, q, staff, store: { id: store.id, name: store.name, timezone: store.timezone } }
}

/** /staff/orders/{storeId}: a manager finds a guest's order by number, name, email or phone (ADR 071). */
export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  const { store, staff, q } = loaderData
  return (
    <StaffFrame
      className="availability-page"
      title={storePageTitle('orders', store)}
      store={store}
      staff={staff}
    >
      <OrderLookup
        key={`${store.id}:${q}`}
        storeId={store.id}
        timezone={store.timezone}
        q={q}
        initial={loaderData.orders}
      />
    </StaffFrame>
  )
}
