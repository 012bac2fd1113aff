import type { THandoffMode, TOrderStatus } from '@deli/contracts'
import { guestStatusSentence, guestStepIndex, guestSteps } from '@deli/domain'
import type { TStreamState } from '../../lib/use-event-stream.ts'

/**
 * Where the order is (ADR 019, live status): the four stages in the storefront's words with the
 * current one marked, and the sentence of the current stage in a polite live region, so a change the
 * stream pushes is announced. A dropped connection is said, not hidden.
 */
export function OrderProgress({
  status,
  handoff,
  isCardPaid,
  cancelledBy = null,
  inGroup = false,
  connection,
}: {
  status: TOrderStatus
  handoff: THandoffMode
  isCardPaid: boolean
  cancelledBy?: 'guest' | 'store' | null
  /** A group's order: pending, it waits for the host's. */
  inGroup?: boolean
  connection: TStreamState | null
}) {
  const current = guestStepIndex(status)
  return (
    <div className="order-progress">
      {current >= 0 && (
        <ol className="order-progress__steps" aria-label="Order progress">
          {guestSteps(handoff).map((step, index) => (
            <li
              key={step.status}
              className={`order-progress__step${index <= current ? ' order-progress__step--done' : ''}`}
              aria-current={index === current ? 'step' : undefined}
            >
              {step.label}
            </li>
          ))}
        </ol>
      )}
      <p className="order-progress__sentence" role="status">
        {guestStatusSentence(status, handoff, isCardPaid, cancelledBy, inGroup)}
      </p>
      {connection === 'reconnecting' && (
        <p className="muted order-progress__connection">Live updates paused. Reconnecting…</p>
      )}
    </div>
  )
}
