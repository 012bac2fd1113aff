import { HandoffSelector } from './handoff-selector.tsx'
import { OrderPlaceButton } from './order-place-button.tsx'

/** The header's handoff selector on extra-large screens (spec §2): Delivery / Pickup and the order's place. */
export function HeaderOrderSelector() {
  return (
    <div className="header-order">
      <HandoffSelector compact />
      <OrderPlaceButton className="header-order__place" isShort />
    </div>
  )
}
