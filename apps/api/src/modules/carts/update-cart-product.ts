import type { TCart } from '@deli/contracts'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import { changeOwnedCart, type TCartChangeCaller } from './cart-access.ts'
import { canTouchLine, lineOwner } from './cart-group.ts'
import { channelUpdates } from './channel.ts'
import {
  assertLineNotHeld,
  assertSoldOnChannel,
  priceLine,
  sellableProduct,
  type TLineInput,
} from './product-line.ts'
import { hasCateringLine } from './repository.ts'
import { cartLines } from './tables.ts'

export const lineNotFound = () => new AppError(404, 'NOT_FOUND', 'That item is no longer in your bag.')

/**
 * Changes a line's quantity, choices, instructions or recipient (the edit of spec §2 product page). In
 * a group order the host may change any line, a participant only their own, and the line keeps the
 * recipient the server stamped on it.
 */
export async function updateCartProduct(
  caller: TCartChangeCaller,
  cartId: string,
  lineId: number,
  input: TLineInput,
): Promise<TCart> {
  return changeOwnedCart(
    caller,
    cartId,
    async ({ tx, cart, store, now, access, held }) => {
      const [existing] = await tx
        .select({ productId: cartLines.productId, participantId: cartLines.participantId })
        .from(cartLines)
        .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
      if (!existing || !canTouchLine(access, existing)) throw lineNotFound()
      const found = await sellableProduct(tx, cart.menuId, existing.productId)
      assertLineNotHeld(found, input.choices, held)
      const { recipient, ...line } = priceLine(found, input)
      // Priced again as if added anew (ADR 062): sold on this channel too (ADR 069).
      assertSoldOnChannel(found, cart, line.isCatering)
      await tx
        .update(cartLines)
        .set(lineOwner(access) ? line : { ...line, recipient })
        .where(eq(cartLines.id, lineId))
      return channelUpdates(cart, store, await hasCateringLine(tx, cartId), now)
    },
    { participants: 'allowed' },
  )
}
