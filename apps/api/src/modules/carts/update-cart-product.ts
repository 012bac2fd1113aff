import type { TCart } from '@deli/contracts'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import { changeOwnedCart, type TCartCaller } from './cart-access.ts'
import { channelUpdates } from './channel.ts'
import { priceLine, sellableProduct, type TLineInput } from './product-line.ts'
import { hasCateringLine } from './repository.ts'
import { cartLines } from './tables.ts'

export const lineNotFound = () => new AppError(404, 'NOT_FOUND', 'That item is no longer in your bag.')

/** Changes a line's quantity, choices, instructions or recipient (the edit of spec §2 product page). */
export async function updateCartProduct(
  caller: TCartCaller,
  cartId: string,
  lineId: number,
  input: TLineInput,
): Promise<TCart> {
  return changeOwnedCart(caller, cartId, async ({ tx, cart, store, now }) => {
    const [existing] = await tx
      .select({ productId: cartLines.productId })
      .from(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    if (!existing) throw lineNotFound()
    const line = priceLine(await sellableProduct(tx, cart.menuId, existing.productId), input)
    await tx.update(cartLines).set(line).where(eq(cartLines.id, lineId))
    return channelUpdates(cart, store, await hasCateringLine(tx, cartId), now)
  })
}
