import type { TCart } from '@deli/contracts'
import { and, eq } from 'drizzle-orm'
import { changeOwnedCart, type TCartChangeCaller } from './cart-access.ts'
import { canTouchLine } from './cart-group.ts'
import { channelUpdates } from './channel.ts'
import { hasCateringLine } from './repository.ts'
import { cartLines } from './tables.ts'
import { lineNotFound } from './update-cart-product.ts'

/** Removes one line from the basket (in a group order: the host any line, a participant only their own). */
export async function removeCartProduct(
  caller: TCartChangeCaller,
  cartId: string,
  lineId: number,
): Promise<TCart> {
  return changeOwnedCart(
    caller,
    cartId,
    async ({ tx, cart, store, now, access }) => {
      const [line] = await tx
        .select({ participantId: cartLines.participantId })
        .from(cartLines)
        .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
      if (!line || !canTouchLine(access, line)) throw lineNotFound()
      await tx.delete(cartLines).where(eq(cartLines.id, lineId))
      return channelUpdates(cart, store, await hasCateringLine(tx, cartId), now)
    },
    { participants: 'allowed' },
  )
}
