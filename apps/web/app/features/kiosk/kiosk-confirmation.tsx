import type { TOrder } from '@deli/contracts'
import { formatMoney, KIOSK_CONFIRMATION_SECONDS, KIOSK_TEXTS } from '@deli/domain'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../ui/button.tsx'
import { resetKioskOrder } from './reset-kiosk-order.ts'

/**
 * A kiosk's confirmation (ADR 030): the guest's name and order number to listen for at the counter,
 * what to do about paying, the items, and a countdown after which the kiosk starts over by itself.
 */
export function KioskConfirmation({ order }: { order: TOrder }) {
  const navigate = useNavigate()
  const [secondsLeft, setSecondsLeft] = useState(KIOSK_CONFIRMATION_SECONDS)
  const heading = useRef<HTMLHeadingElement>(null)
  const startOver = () => void navigate(resetKioskOrder(order.menu_id))
  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (secondsLeft === 0) startOver()
  })
  return (
    <main id="main" className="page kiosk-confirmation">
      <div className="container kiosk-confirmation__card">
        <h1 ref={heading} tabIndex={-1}>
          {KIOSK_TEXTS.thanks(order.contact.first_name)}
        </h1>
        <p className="kiosk-confirmation__number">
          Order <strong>#{order.number}</strong>
        </p>
        <p className="kiosk-confirmation__next">
          {order.payment.type === 'instore' ? KIOSK_TEXTS.payAtCounterNext : KIOSK_TEXTS.paidNext}
        </p>
        <ul className="kiosk-confirmation__lines" aria-label="Your order">
          {order.products.map((line) => (
            <li key={`${line.product_id}-${line.name}-${line.quantity}`}>
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatMoney(line.cost.total)}</span>
            </li>
          ))}
        </ul>
        <p className="kiosk-confirmation__total">
          <span>Total</span> <strong>{formatMoney(order.totals.total)}</strong>
        </p>
        <Button size="large" onClick={startOver}>
          {KIOSK_TEXTS.newOrder}
        </Button>
        <p className="muted" role="timer">
          {KIOSK_TEXTS.resetsIn(secondsLeft)}
        </p>
      </div>
    </main>
  )
}
