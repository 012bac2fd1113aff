import { kioskStartPath } from '@deli/domain'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { forgetCart } from '../cart/index.ts'

/**
 * Gets the kiosk ready for the next guest (ADR 030): the current basket is forgotten (an abandoned
 * basket holds no slot and times out on the server), open panels close, and the answer is the
 * kiosk's start page, the store's menu, for the caller to go to.
 */
export function resetKioskOrder(menuId: number): string {
  const { cartId } = useOrderContext.getState()
  if (cartId) forgetCart(cartId)
  usePanels.getState().closePanel()
  return kioskStartPath(menuId)
}
