import type { TCart } from '@deli/contracts'
import { and, eq } from 'drizzle-orm'
import { changeOwnedCart, type TCartCaller } from './cart-access.ts'
import { channelUpdates } from './channel.ts'
import { hasCateringLine } from './repository.ts'
import { cartLines } from './tables.ts'
import { lineNotFound } from './update-cart-product.ts'

/** Removes one line from the basket. */
export async function removeCartProduct(caller: TCartCaller, cartId: string, lineId: number): Promise<TCart> {
  return changeOwnedCart(caller, cartId, async ({ tx, cart, store, now }) => {
    const removed = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
      .returning({ id: cartLines.id })
    if (removed.length === 0) throw lineNotFound()
    return channelUpdates(cart, store, await hasCateringLine(tx, cartId), now)
  })
}
