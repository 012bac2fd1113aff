import type { TBoard, TBoardTicket } from '@deli/contracts'
import { isUnfiredStatus } from '@deli/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { useEventStream } from '../../lib/use-event-stream.ts'
import { boardEventsUrl, staffApi } from './staff-api.ts'

const isUnfired = (ticket: TBoardTicket) => isUnfiredStatus(ticket.status)

/** A safety net under the live stream: the board is read anew at least this often. */
const BOARD_POLL_MS = 30_000
/** How long a new ticket stays highlighted. */
const NEW_TICKET_MS = 15_000

export const boardQueryKey = (storeId: number) => ['staff-board', storeId] as const

/**
 * Why a board may no longer be read, from its last read: the session ended (401: signed out, timed
 * out or the account removed) or the staff member no longer works there (403); null while it may.
 */
export function boardEnding(error: unknown): { status: 401 | 403; message: string } | null {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return null
  return { status: error.status, message: error.message }
}

/**
 * The live board: the loader's board, read anew whenever the store's event stream says an order
 * changed (or after a reconnect), and every 30 s regardless. New orders (received tickets not seen
 * before) are reported to `onNewOrders` once each, and flagged for a while in `newIds`; curbside
 * guests who said 'I'm here' since the board opened are reported to `onArrivals` once each.
 */
export function useBoard(
  initial: TBoard,
  onNewOrders: (numbers: number[]) => void,
  onArrivals: (numbers: number[]) => void,
) {
  const storeId = initial.store.id
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: boardQueryKey(storeId),
    queryFn: () => staffApi.board(storeId),
    initialData: initial,
    staleTime: 0,
    // A board that may no longer be read stops asking (README: a live board closes when its session ends).
    refetchInterval: (current) => (boardEnding(current.state.error) ? false : BOARD_POLL_MS),
  })
  // Answers once the board is read again: a change can wait for its ticket's new place (focus).
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardQueryKey(storeId) })
  const ending = boardEnding(query.error)
  const [url, setUrl] = useState<string | null>(null)
  // The stream's URL carries the client key the root hands over in the browser: opened after hydration,
  // closed once the board has ended. A refused stream reads the board, which says why.
  const isEnded = ending !== null
  useEffect(() => setUrl(isEnded ? null : boardEventsUrl(storeId)), [storeId, isEnded])
  const connection = useEventStream(url, ['order', 'resync'], refresh, refresh, refresh)

  // Tickets seen on the New column or beyond: a scheduled or held order fired later is new then (ADR 066).
  const seen = useRef(
    new Set(initial.tickets.filter((ticket) => !isUnfired(ticket)).map((ticket) => ticket.id)),
  )
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set())
  const report = useRef(onNewOrders)
  report.current = onNewOrders
  const reportArrivals = useRef(onArrivals)
  reportArrivals.current = onArrivals
  const arrived = useRef(
    new Set(initial.tickets.filter((ticket) => ticket.arrival).map((ticket) => ticket.id)),
  )
  useEffect(() => {
    const fresh = query.data.tickets.filter((ticket) => ticket.arrival && !arrived.current.has(ticket.id))
    for (const ticket of fresh) arrived.current.add(ticket.id)
    if (fresh.length > 0) reportArrivals.current(fresh.map((ticket) => ticket.number))
  }, [query.data])
  useEffect(() => {
    const fresh = query.data.tickets.filter(
      (ticket) => ticket.status === 'received' && !seen.current.has(ticket.id),
    )
    for (const ticket of query.data.tickets) if (!isUnfired(ticket)) seen.current.add(ticket.id)
    if (fresh.length === 0) return
    report.current(fresh.map((ticket) => ticket.number))
    const ids = fresh.map((ticket) => ticket.id)
    setNewIds((current) => new Set([...current, ...ids]))
    timers.current.push(
      setTimeout(
        () => setNewIds((current) => new Set([...current].filter((id) => !ids.includes(id)))),
        NEW_TICKET_MS,
      ),
    )
  }, [query.data])
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  return { board: query.data, connection, ending, newIds, refresh }
}
