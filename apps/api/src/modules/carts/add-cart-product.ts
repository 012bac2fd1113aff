import type { TCart } from '@deli/contracts'
import { changeOwnedCart, type TCartCaller } from './cart-access.ts'
import { channelUpdates } from './channel.ts'
import { priceLine, sellableProduct, type TLineInput } from './product-line.ts'
import { cartLines } from './tables.ts'

/** Adds a product line, checked against the basket's menu and priced at its store. */
export async function addCartProduct(
  caller: TCartCaller,
  cartId: string,
  input: TLineInput & { product_id: number },
): Promise<TCart> {
  return changeOwnedCart(caller, cartId, async ({ tx, cart, store, now }) => {
    const line = priceLine(await sellableProduct(tx, cart.menuId, input.product_id), input)
    await tx.insert(cartLines).values({ cartId, ...line })
    // A catering basket (beyond its base channel) already holds a catering line: no need to look.
    return channelUpdates(cart, store, line.isCatering || cart.channel === 'catering', now)
  })
}
