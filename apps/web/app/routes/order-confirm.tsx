import { type TLocation, type TOrder, ZOrderParamsSchema } from '@deli/contracts'
import { Suspense } from 'react'
import { data, redirect } from 'react-router'
import { OrderConfirmation } from '../features/order-confirm/index.ts'
import { apiData, apiGet } from '../lib/api.server.ts'
import { findKiosk } from '../lib/kiosk.server.ts'
import { titleMeta } from '../lib/meta.ts'
import { lazyComponent } from '../ui/lazy-when.tsx'
import type { Route } from './+types/order-confirm'

/**
 * /order/confirm/{oid}: the member's own order, read on the server with their session cookie.
 * Unknown ids and other members' orders are the 404 page; a guest signs in first and comes back.
 * /order/confirm without an id has nothing to confirm: it opens the account, where the order
 * history lists every order.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!params.oid) throw redirect('/account')
  if (!ZOrderParamsSchema.safeParse({ orderId: params.oid }).success) throw data(null, { status: 404 })
  // A store kiosk (ADR 030) shows the order it just placed.
  if (await findKiosk({ request, context })) {
    const order = await apiData<TOrder>(`kiosk/orders/${params.oid}`, { request, context, asGuest: true })
    return { order, store: null }
  }
  const path = `/order/confirm/${params.oid}`
  const order = await apiData<TOrder>(`orders/${params.oid}`, { request, context, asGuest: true }).catch(
    (error: unknown) => {
      // Not checkout: sign in without the checkout notice, then back here.
      if (error instanceof Response && error.status === 401)
        throw redirect(`/account/signin?redirect=${encodeURIComponent(path)}`)
      throw error
    },
  )
  const store = await apiGet<TLocation>(`locations/${order.menu_id}?byMenuId=true`, { request, context })
  return { order, store }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? `Order #${loaderData.order.number} confirmed` : 'Order confirmation')

/** A store kiosk's confirmation (ADR 030): fetched on a kiosk only. */
const kioskConfirmation = lazyComponent(() =>
  import('../features/kiosk/lazy.ts').then((module) => module.KioskConfirmation),
)

export default function OrderConfirm({ loaderData }: Route.ComponentProps) {
  const { order, store } = loaderData
  if (store) return <OrderConfirmation order={order} store={store} />
  return (
    <Suspense fallback={null}>
      <kioskConfirmation.Component order={order} />
    </Suspense>
  )
}
