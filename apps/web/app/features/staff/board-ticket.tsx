import type { TBoardTicket } from '@deli/contracts'
import {
  BOARD_NEXT_STEP,
  formatClockTime,
  HANDOFF_LABELS,
  ORDER_STATUS_LABELS,
  type TStaffStatus,
  ticketDueText,
  toWantedTime,
} from '@deli/domain'
import { Button } from '../../ui/button.tsx'
import { TicketDetails } from './ticket-details.tsx'

/**
 * One kitchen ticket: number, handoff and promised time, guest, every line with its choices,
 * instructions and recipient, the car (curbside) and the guest's arrival ('I'm here'), or the
 * address (delivery); late tickets say so in words as well as colour. Actions: the next step, cancel (while not ready) and print.
 */
export function BoardTicket(props: {
  ticket: TBoardTicket
  /** The store's time zone (the arrival time in its clock). */
  timezone: string
  /** The board's reading time (ISO): which day is the store's today. */
  now: string
  isNew: boolean
  isBusy: boolean
  onMove: (ticket: TBoardTicket, status: TStaffStatus) => void
  onCancel: (ticket: TBoardTicket) => void
  onPrint: (ticket: TBoardTicket) => void
}) {
  const { ticket } = props
  const next = BOARD_NEXT_STEP[ticket.status]
  const canCancel = ['scheduled', 'held', 'received', 'in_progress'].includes(ticket.status)
  const isHandingOver = canCancel || ticket.status === 'ready'
  const titleId = `ticket-${ticket.id}`
  const classes = ['ticket', ticket.is_late && 'ticket--late', props.isNew && 'ticket--new']
  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-ticket={ticket.number}
    >
      <header className="ticket__head">
        <h3 id={titleId} className="ticket__title" tabIndex={-1}>
          #{ticket.number} · {HANDOFF_LABELS[ticket.handoff]} ·{' '}
          {ticketDueText(ticket.ready, new Date(props.now), props.timezone)}
        </h3>
        {ticket.is_late && <span className="ticket__badge ticket__badge--late">Late</span>}
        {props.isNew && <span className="ticket__badge ticket__badge--new">New</span>}
        {ticket.arrival && isHandingOver && (
          <span className="ticket__badge ticket__badge--here">Guest here</span>
        )}
        {ticket.status === 'cancelled' && (
          <span className="ticket__badge">{ORDER_STATUS_LABELS.cancelled}</span>
        )}
        {ticket.status === 'held' && <span className="ticket__badge">{ORDER_STATUS_LABELS.held}</span>}
        {ticket.status === 'scheduled' && ticket.fire_at && (
          <span className="ticket__badge">
            Fires {formatClockTime(toWantedTime(new Date(ticket.fire_at), props.timezone).slice(9))}
          </span>
        )}
      </header>
      <p className="ticket__guest">
        {ticket.guest}
        {ticket.asap && <span className="ticket__asap"> · ASAP</span>}
      </p>
      <TicketDetails ticket={ticket} timezone={props.timezone} />
      <div className="ticket__actions">
        {next && (
          <Button
            size="small"
            disabled={props.isBusy}
            onClick={() => props.onMove(ticket, next.status)}
            aria-label={`${next.label}: order ${ticket.number}`}
          >
            {next.label}
          </Button>
        )}
        {canCancel && (
          <Button
            size="small"
            variant="outline"
            disabled={props.isBusy}
            onClick={() => props.onCancel(ticket)}
            aria-label={`Cancel order ${ticket.number}`}
          >
            Cancel
          </Button>
        )}
        <Button
          size="small"
          variant="neutral"
          onClick={() => props.onPrint(ticket)}
          aria-label={`Print ticket ${ticket.number}`}
        >
          Print
        </Button>
      </div>
    </article>
  )
}
