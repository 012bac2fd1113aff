import { ZOrderParamsSchema } from '@deli/contracts'
import { data } from 'react-router'
import { apiFetch } from '../lib/api.server.ts'
import type { Route } from './+types/order-calendar'

/**
 * /order/confirm/{oid}/calendar.ics: the add-to-calendar file. A plain link cannot send the API key
 * header, so this resource route fetches GET orders/{id}/calendar on the server with the web key and
 * the guest's own cookie, and answers the text/calendar as a download. Not the member's order: 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!ZOrderParamsSchema.safeParse({ orderId: params.oid }).success) throw data('Not found', { status: 404 })
  const answer = await apiFetch(`orders/${params.oid}/calendar`, { request, context, asGuest: true })
  if (!answer.ok || !answer.headers.get('content-type')?.startsWith('text/calendar')) {
    throw answer.status === 401
      ? data('Sign in to download this calendar file.', { status: 401 })
      : data('Not found', { status: 404 })
  }
  return new Response(await answer.text(), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="red-door-deli-order-${params.oid.slice(0, 8)}.ics"`,
      'cache-control': 'private, no-store',
    },
  })
}
