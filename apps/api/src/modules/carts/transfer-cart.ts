import type { TTransferReport } from '@deli/contracts'
import { isDeliveryHandoff, priceInForce } from '@deli/domain'
import { eq, inArray } from 'drizzle-orm'
import { AppError, notFound } from '../../platform/errors.ts'
import { findStoreOverrides } from '../menus/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { deliversTo, findStoreByMenuId } from '../stores/index.ts'
import { changeOwnedCart, type TCartCaller } from './cart-access.ts'
import { channelUpdates } from './channel.ts'
import { keepValidTime } from './keep-valid-time.ts'
import { findCartLines, findMenuPrices, hasCateringLine } from './repository.ts'
import { assertStoreTakesOrders, defaultHandoff } from './store-rules.ts'
import { cartLines, type TCartRow } from './tables.ts'

type TReport = Omit<TTransferReport, 'cart'>

/** A group order's basket stays at the group's store (spec §4: changing location cancels the group first). */
export const GROUP_BASKET_STAYS =
  'This basket belongs to a group order: cancel or leave the group order before changing its location.'

/**
 * Handoff and address at the new store: the same handoff if offered (delivery only inside its zone);
 * an address outside the new zone is dropped.
 */
function handoffAt(target: TStoreRow, cart: TCartRow): Pick<TCartRow, 'handoff' | 'address'> {
  const address = cart.address && deliversTo(target, cart.address) ? cart.address : null
  if (!target.services[cart.handoff]) return { handoff: defaultHandoff(target), address }
  if (!isDeliveryHandoff(cart.handoff) || address) return { handoff: cart.handoff, address }
  return { handoff: defaultHandoff(target), address: null }
}

/**
 * Moves the basket to another store's menu (spec §4 Location selection), when that store accepts
 * transferred baskets (services.transfercart). Lines the new store does not sell are removed and
 * reported; the rest are repriced at the new store and reported when the price changed.
 */
export async function transferCart(
  caller: TCartCaller,
  cartId: string,
  menuId: number,
): Promise<TTransferReport> {
  const report: TReport = { removed: [], repriced: [] }
  // Ownership is checked first (inside changeOwnedCart): another session learns nothing, not even 409.
  const cart = await changeOwnedCart(
    caller,
    cartId,
    async ({ tx, cart: row, now }) => {
      const target = await findStoreByMenuId(tx, menuId)
      if (!target) throw notFound('MENU_NOT_FOUND', 'We could not find that menu.')
      assertStoreTakesOrders(target)
      if (!target.services.transfercart) {
        throw new AppError(409, 'TRANSFER_NOT_ALLOWED', `${target.name} cannot take over an existing basket.`)
      }
      const lines = await findCartLines(tx, cartId)
      const prices = await findMenuPrices(
        tx,
        target.menuId,
        lines.map((line) => line.productId),
      )
      // The target store's price in force (ADR 062); the options keep the prices they were added at.
      const overrides = await findStoreOverrides(tx, target)
      const removedIds: number[] = []
      for (const line of lines) {
        const price = prices.get(line.productId)
        if (!price?.isAvailable) {
          removedIds.push(line.id)
          report.removed.push({ product_id: line.productId, name: line.name, quantity: line.quantity })
          continue
        }
        const optionsCost = line.choices.reduce((total, choice) => total + choice.cost * choice.quantity, 0)
        const unitCost =
          priceInForce(
            price.cost,
            overrides.filter((one) => one.productId === line.productId && one.optionId === 0),
          ) + optionsCost
        if (unitCost !== line.unitCost) {
          await tx.update(cartLines).set({ unitCost }).where(eq(cartLines.id, line.id))
          report.repriced.push({
            product_id: line.productId,
            name: line.name,
            before: line.unitCost,
            after: unitCost,
          })
        }
      }
      if (removedIds.length > 0) await tx.delete(cartLines).where(inArray(cartLines.id, removedIds))
      const moved = { ...row, menuId: target.menuId, ...handoffAt(target, row) }
      const placed = keepValidTime(
        row,
        target,
        { menuId: target.menuId, handoff: moved.handoff, address: moved.address },
        now,
      )
      const channel = channelUpdates({ ...row, ...placed }, target, await hasCateringLine(tx, cartId), now)
      return { ...placed, ...channel }
    },
    { noGroup: GROUP_BASKET_STAYS },
  )
  return { cart, ...report }
}
