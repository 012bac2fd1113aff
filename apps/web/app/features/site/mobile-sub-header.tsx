import { TEXTS } from '@deli/domain'
import { Link } from 'react-router'
import { useOrderContext } from '../../lib/order-context.ts'
import { Icon } from '../../ui/icon.tsx'

/** Small screens: the current location's address or 'Order Now' (spec §2). */
export function MobileSubHeader() {
  const location = useOrderContext((state) => state.location)
  return (
    <div className="mobile-sub-header">
      <Link
        to={location ? `/locations/${location.path}` : '/locations'}
        className="mobile-sub-header__button"
      >
        <Icon name="pin" size={18} />
        <span>{location ? `${location.address}, ${location.city}` : TEXTS.orderNow}</span>
        <Icon name="chevron" size={18} />
      </Link>
    </div>
  )
}
