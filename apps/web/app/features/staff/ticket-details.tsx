import type { TBoardTicket } from '@deli/contracts'
import { formatClockTime, TEXTS, toWantedTime } from '@deli/domain'

/**
 * What a ticket holds under its head: every line with its choices, instructions and recipient, the
 * car (curbside) and the guest's arrival ('I'm here'), or the address (delivery). The order board's
 * tickets and the order lookup's orders show it alike.
 */
export function TicketDetails({ ticket, timezone }: { ticket: TBoardTicket; timezone: string }) {
  return (
    <>
      <ul className="ticket__lines">
        {ticket.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never change or reorder
          <li key={`${line.product_id}-${index}`}>
            <span className="ticket__qty">{line.quantity} ×</span> {line.name}
            {line.recipient && <span className="ticket__recipient"> — for {line.recipient}</span>}
            {line.choices.length > 0 && (
              <ul className="ticket__choices">
                {line.choices.map((choice) => (
                  <li key={choice.option_id}>
                    {choice.quantity > 1 ? `${choice.quantity} × ` : ''}
                    {choice.name}
                  </li>
                ))}
              </ul>
            )}
            {line.instructions && <p className="ticket__note">Note: {line.instructions}</p>}
          </li>
        ))}
      </ul>
      {ticket.car && (
        <p className="ticket__handoff">
          Car: {ticket.car.color} {ticket.car.make} {ticket.car.model}
        </p>
      )}
      {ticket.arrival && (
        <p className="ticket__handoff ticket__arrival">
          Guest here since {formatClockTime(toWantedTime(new Date(ticket.arrival.at), timezone).slice(9))}
          {ticket.arrival.spot && ` · ${ticket.arrival.spot}`}
        </p>
      )}
      {ticket.address && (
        <p className="ticket__handoff">
          Deliver to: {TEXTS.savedAddress(ticket.address)}
          {ticket.address.building && `, ${ticket.address.building}`}
          {ticket.address.instructions && ` (${ticket.address.instructions})`}
        </p>
      )}
    </>
  )
}
