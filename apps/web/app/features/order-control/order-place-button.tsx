import { useId } from 'react'
import { usePanels } from '../../lib/panels.ts'
import { Icon } from '../../ui/icon.tsx'
import { useOrderPlace } from './use-order-place.ts'

/**
 * The current order's address or 'Order Now', opening the order-control panel: the mobile
 * sub-header's button and the header selector's (spec §2), there just the street and the order time
 * (`isShort`).
 */
export function OrderPlaceButton(props: { className: string; isShort?: boolean }) {
  const place = useOrderPlace()
  const openPanel = usePanels((state) => state.openPanel)
  const id = useId()
  const withTime = props.isShort && place.time !== null
  // The place is the button's name and the time its description ('408 W 8th St, button, Next Available').
  return (
    <button
      type="button"
      className={props.className}
      aria-haspopup="dialog"
      aria-labelledby={withTime ? `${id}-place` : undefined}
      aria-describedby={withTime ? `${id}-time` : undefined}
      onClick={() => openPanel('order-control')}
    >
      <Icon name={place.isDelivery ? 'car' : 'pin'} size={18} />
      {withTime ? (
        <span className="order-place__text">
          <span id={`${id}-place`}>{place.street} </span>
          <span id={`${id}-time`} className="order-place__time">
            {place.time}
          </span>
        </span>
      ) : (
        <span>{props.isShort ? place.street : place.label}</span>
      )}
      <Icon name="chevron" size={18} />
    </button>
  )
}
