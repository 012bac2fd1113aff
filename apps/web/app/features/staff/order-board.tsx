import type { TBoard, TBoardTicket, TStaffRole } from '@deli/contracts'
import {
  BOARD_COLUMNS,
  boardColumnOf,
  COMING_UP_TITLE,
  isComingUp,
  sortBoardTickets,
  type TStaffStatus,
} from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { Button, ButtonLink } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useFocusAfterCommit } from '../../ui/use-focus-after-commit.ts'
import { disableAlertSound, enableAlertSound, playAlertSound } from './alert-sound.ts'
import { BoardTicket } from './board-ticket.tsx'
import { staffApi } from './staff-api.ts'
import { StoreNav, storePageTitle } from './staff-frame.tsx'
import { useBoard } from './use-board.ts'

const CONNECTION_TEXT = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' } as const
/** What a board that may no longer be read says instead of its columns (README: it closes). */
const ENDED_TEXT = {
  401: {
    status: 'Signed out',
    heading: 'You have been signed out',
    body: 'This board no longer shows orders. Sign in again to see them.',
  },
  403: {
    status: 'Closed',
    heading: 'This board is closed to you',
    body: 'Your access to this store has changed, so the board no longer shows its orders.',
  },
} as const

const minutes = (seconds: number) => Math.ceil(seconds / 60)
/**
 * What the kitchen has on (ADR 065), read anew with every board event: 'Kitchen: 12 min of work on 2
 * stations · a station is free in 4 min' — the wait the next ASAP guest is quoted on top of their order.
 */
const kitchenText = (kitchen: TBoard['kitchen']) =>
  `Kitchen: ${minutes(kitchen.work_seconds)} min of work on ${kitchen.stations} station${kitchen.stations === 1 ? '' : 's'} · ${
    kitchen.wait_seconds > 0
      ? `a station is free in ${minutes(kitchen.wait_seconds)} min`
      : 'a station is free now'
  }`
const SOUND_KEY = 'deli-board-sound'

/** Orders that come in close together are all named (the last few), not only the latest. */
const ALERT_NUMBERS = 5
const addNumbers = (current: number[], numbers: number[]) =>
  [...current.filter((n) => !numbers.includes(n)), ...numbers].slice(-ALERT_NUMBERS)
const numberList = (numbers: number[]) => numbers.map((n) => `#${n}`).join(', ')

/** Orders not yet fired to the kitchen (ADR 066): the first column, before New. */
const COMING_UP_COLUMN = { id: 'coming_up', title: COMING_UP_TITLE } as const

/**
 * The kitchen's order board for one store (made for a wall tablet): what is coming up, then four
 * columns by state, live
 * through the store's event stream; new orders chime (once sound is on) and flash, and are announced.
 */
export function OrderBoard(props: {
  initial: TBoard
  staffName: string
  onSignOut: () => void
  /** Who is signed in: the store's pages their role may open are linked under the board's bar. */
  role: TStaffRole
}) {
  // Two alerts, so an arrival never hides a new order's announcement (nor the other way round).
  const [newNumbers, setNewNumbers] = useState<number[]>([])
  const [hereNumbers, setHereNumbers] = useState<number[]>([])
  const [isSoundOn, setSoundOn] = useState(false)
  const { board, connection, ending, newIds, refresh } = useBoard(
    props.initial,
    (numbers) => {
      setNewNumbers((current) => addNumbers(current, numbers))
      playAlertSound()
    },
    (numbers) => {
      setHereNumbers((current) => addNumbers(current, numbers))
      playAlertSound()
    },
  )
  const [failure, setFailure] = useState('')
  const move = useMutation({
    mutationFn: (change: { orderId: string; status: TStaffStatus }) =>
      staffApi.move(change.orderId, change.status),
    onSuccess: () => setFailure(''),
    onError: (error) =>
      setFailure(error instanceof ApiError ? error.message : 'The order could not be changed.'),
    onSettled: refresh,
  })
  const [cancelling, setCancelling] = useState<TBoardTicket | null>(null)
  // A cancelled ticket loses its Cancel button: the keyboard goes to the ticket, not the page's start.
  const cancelled = useRef<string | null>(null)
  const focusAfterCommit = useFocusAfterCommit()
  const [printing, setPrinting] = useState<string | null>(null)

  useEffect(() => {
    if (localStorage.getItem(SOUND_KEY) === 'on') setSoundOn(true)
  }, [])
  useEffect(() => {
    if (!printing) return
    const done = () => setPrinting(null)
    window.addEventListener('afterprint', done, { once: true })
    window.print()
    return () => window.removeEventListener('afterprint', done)
  }, [printing])

  function toggleSound() {
    const next = !isSoundOn
    setSoundOn(next)
    localStorage.setItem(SOUND_KEY, next ? 'on' : 'off')
    if (next) {
      enableAlertSound()
      playAlertSound()
    } else disableAlertSound()
  }

  return (
    <div className={printing ? 'board is-printing' : 'board'}>
      <header className="board__bar">
        <h1 className="board__title">{storePageTitle('board', board.store)}</h1>
        <p
          className={`board__connection board__connection--${ending ? 'reconnecting' : connection}`}
          role="status"
        >
          {ending ? ENDED_TEXT[ending.status].status : CONNECTION_TEXT[connection]}
        </p>
        <div className="board__tools">
          <span className="board__who">{props.staffName}</span>
          <Link className="btn btn--small btn--outline" to="/staff">
            Staff home
          </Link>
          <Button size="small" variant="outline" aria-pressed={isSoundOn} onClick={toggleSound}>
            {isSoundOn ? 'Sound on' : 'Sound off'}
          </Button>
          <Button size="small" variant="neutral" onClick={props.onSignOut}>
            Sign out
          </Button>
        </div>
      </header>
      <StoreNav store={board.store} role={props.role} />
      {!ending && <p className="board__kitchen">{kitchenText(board.kitchen)}</p>}
      <p className="board__alert" role="alert">
        {newNumbers.length > 0 && `New order${newNumbers.length > 1 ? 's' : ''} ${numberList(newNumbers)}`}
      </p>
      <p className="board__alert" role="alert">
        {hereNumbers.length > 0 && `Guest here (curbside): ${numberList(hereNumbers)}`}
      </p>
      {failure && (
        <p className="board__failure" role="alert">
          {failure}
        </p>
      )}
      {ending ? (
        <BoardEnded ending={ending} />
      ) : (
        <div className="board__columns">
          {[COMING_UP_COLUMN, ...BOARD_COLUMNS].map((column) => {
            const tickets = sortBoardTickets(
              board.tickets.filter((ticket) =>
                column.id === COMING_UP_COLUMN.id
                  ? isComingUp(ticket, new Date(board.now))
                  : boardColumnOf(ticket.status) === column.id,
              ),
            )
            const headingId = `column-${column.id}`
            return (
              <section
                key={column.id}
                className={`board__column board__column--${column.id}`}
                aria-labelledby={headingId}
              >
                <h2 id={headingId} className="board__column-title">
                  {column.title} <span className="board__count">({tickets.length})</span>
                </h2>
                {tickets.length === 0 ? (
                  <p className="board__empty">No orders</p>
                ) : (
                  tickets.map((ticket) => (
                    <div
                      key={ticket.id}
                      className={printing === ticket.id ? 'board__print-target' : undefined}
                    >
                      <BoardTicket
                        ticket={ticket}
                        timezone={board.store.timezone}
                        now={board.now}
                        isNew={newIds.has(ticket.id)}
                        isBusy={move.isPending && move.variables?.orderId === ticket.id}
                        onMove={(target, status) => move.mutate({ orderId: target.id, status })}
                        onCancel={setCancelling}
                        onPrint={(target) => setPrinting(target.id)}
                      />
                    </div>
                  ))
                )}
              </section>
            )
          })}
        </div>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={`Cancel order #${cancelling?.number ?? ''}?`}
        body={
          cancelling?.payment.type === 'card'
            ? "The guest's order page shows it cancelled, and the card payment is refunded to the guest's card."
            : "The guest's order page shows it cancelled."
        }
        confirmLabel="Cancel order"
        dismissLabel="Keep order"
        onConfirm={() => {
          cancelled.current = cancelling?.id ?? null
          return cancelling ? staffApi.move(cancelling.id, 'cancelled').finally(refresh) : Promise.resolve()
        }}
        onClose={() => setCancelling(null)}
        onConfirmed={() => focusAfterCommit(() => document.getElementById(`ticket-${cancelled.current}`))}
      />
    </div>
  )
}

/** In place of the columns once the board may no longer be read: why, and the way back in. */
function BoardEnded(props: { ending: { status: 401 | 403; message: string } }) {
  const text = ENDED_TEXT[props.ending.status]
  return (
    <section className="board__ended" role="alert" aria-labelledby="board-ended">
      <h2 id="board-ended">{text.heading}</h2>
      <p>{props.ending.status === 403 ? `${text.body} ${props.ending.message}` : text.body}</p>
      {props.ending.status === 401 ? (
        <ButtonLink to="/staff">Sign in again</ButtonLink>
      ) : (
        <ButtonLink to="/staff">Staff home</ButtonLink>
      )}
    </section>
  )
}
