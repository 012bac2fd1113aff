import type { TCartProduct } from '@deli/contracts'
import { cartCount, type TCartRole } from '@deli/domain'
import { useGroupOrder } from './use-group-order.ts'

/**
 * What the bag needs to know of the group order (spec §4 Cart, §6): the person's cart role and the
 * group's payment type for the submit label, and which lines are the person's own (host pays: the
 * count covers only the person's items; clearing removes only them).
 */
export function useGroupRole() {
  const view = useGroupOrder()
  const { group, role, ownName } = view
  const cartRole: TCartRole = role ?? 'guest'
  const isHostPays = group?.paymenttype === 'host'
  const isOwnLine = (line: Pick<TCartProduct, 'recipient'>) =>
    !isHostPays || role !== 'host' || line.recipient === ownName || line.recipient === ''
  return {
    view,
    group,
    cartRole,
    paymentType: group?.paymenttype,
    isOwnLine,
    count: (lines: readonly TCartProduct[]) =>
      isHostPays && role === 'host' ? cartCount(lines.filter(isOwnLine)) : cartCount(lines),
  }
}
