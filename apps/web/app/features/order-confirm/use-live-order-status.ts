import type { TOrder, TOrderStatus } from '@deli/contracts'
import { isFinalStatus } from '@deli/domain'
import { useEffect, useState } from 'react'
import { eventStreamUrl } from '../../lib/api-client.ts'
import { type TStreamState, useEventStream } from '../../lib/use-event-stream.ts'

const isStatusEvent = (data: unknown): data is { order_id: string; status: TOrderStatus } =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { order_id?: unknown }).order_id === 'string' &&
  typeof (data as { status?: unknown }).status === 'string'

/**
 * The order's status, live: the server's `orders/{id}/events` stream (ADR 017) pushes it at every
 * (re)connection and every change. The stream is opened after hydration (its URL carries the public
 * client key) and closed once the order can change no more; `isEnabled` false keeps the loaded status.
 */
export function useLiveOrderStatus(
  order: Pick<TOrder, 'id' | 'status'>,
  isEnabled = true,
): { status: TOrderStatus; connection: TStreamState | null } {
  const [status, setStatus] = useState(order.status)
  useEffect(() => setStatus(order.status), [order.status])
  const isWatching = isEnabled && !isFinalStatus(status)
  const [url, setUrl] = useState<string | null>(null)
  useEffect(
    () => setUrl(isWatching ? eventStreamUrl(`orders/${order.id}/events`) : null),
    [isWatching, order.id],
  )
  const connection = useEventStream(url, ['status'], (_name, data) => {
    if (isStatusEvent(data) && data.order_id === order.id) setStatus(data.status)
  })
  return { status, connection: url ? connection : null }
}
