import type { TCart, TCartProduct } from '@deli/contracts'
import { TEXTS, visibleLines } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { cartApi } from '../../lib/cart-api.ts'
import { track, trackItem, trackQuantityChange } from '../../lib/tracking.ts'
import { announceBagChange } from './bag-announcer.ts'
import { errorMessage, reportCartError } from './cart-expiry.ts'
import { changeCart, storeCart } from './use-cart.ts'

/** The line as the update call wants it back: same choices, instructions and recipient. */
const lineBody = (line: TCartProduct, quantity: number) => ({
  quantity,
  choices: line.choices.map((choice) => ({ id: choice.option_id, quantity: choice.quantity })),
  instructions: line.instructions,
  recipient: line.recipient,
})

/**
 * Clearing the cart (spec §4 Cart): each product removed, then the cart reloaded. Records
 * remove_from_cart for what the guest saw. Throws 'Error clearing cart' when a removal fails. In a
 * host-pays group order only the person's own products go (`isOwnLine`).
 */
export async function clearCart(
  cart: TCart,
  isOwnLine: (line: TCartProduct) => boolean = () => true,
): Promise<TCart> {
  const own = cart.products.filter(isOwnLine)
  const items = visibleLines(own).map((line) => trackItem(line, line.quantity))
  try {
    for (const line of own) await cartApi.removeProduct(cart.id, line.id)
  } catch (failure) {
    if (!reportCartError(failure)) await cartApi.get(cart.id).then(storeCart, () => undefined)
    throw new Error(TEXTS.clearCartFailed)
  }
  const reloaded = storeCart(await cartApi.get(cart.id))
  if (items.length > 0) track('remove_from_cart', { items })
  announceBagChange('Your bag is now empty.')
  return reloaded
}

/**
 * Quantity changes and removals of bag lines: one at a time, each stored, tracked and announced;
 * a refusal is kept with the line it belongs to. `afterRemove` moves focus off the removed line.
 */
export function useBagLines(afterRemove: () => void) {
  // One line change at a time; its variables name the line being changed.
  const changing = useMutation({
    mutationFn: (change: { line: TCartProduct; work: () => Promise<string> }) => change.work(),
  })
  const busyLineId = changing.isPending ? (changing.variables?.line.id ?? null) : null
  const [error, setError] = useState<{ lineId: number; message: string } | null>(null)

  async function run(line: TCartProduct, work: () => Promise<string>) {
    if (changing.isPending) return
    setError(null)
    try {
      announceBagChange(await changing.mutateAsync({ line, work }))
    } catch (failure) {
      reportCartError(failure)
      setError({ lineId: line.id, message: errorMessage(failure) })
    }
  }

  const setQuantity = (line: TCartProduct, quantity: number) =>
    run(line, async () => {
      const cart = await changeCart((cartId) =>
        cartApi.updateProduct(cartId, line.id, lineBody(line, quantity)),
      )
      const updated = cart.products.find((candidate) => candidate.id === line.id)
      trackQuantityChange(updated ?? line, line.quantity, quantity)
      return `${line.name}: quantity ${quantity}.`
    })

  const remove = (line: TCartProduct) =>
    run(line, async () => {
      await changeCart((cartId) => cartApi.removeProduct(cartId, line.id))
      trackQuantityChange(line, line.quantity, 0)
      afterRemove()
      return `${line.name} removed from your bag.`
    })

  return { busyLineId, error, setQuantity, remove }
}
