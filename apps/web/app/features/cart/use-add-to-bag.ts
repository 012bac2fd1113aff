import type { TCartProduct } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { trackQuantityChange } from '../../lib/tracking.ts'
import { announceBagChange } from './bag-announcer.ts'
import { bagLinesText } from './bag-loss-question.tsx'
import { errorMessage, reportCartError } from './cart-expiry.ts'
import { ensureMenuCart } from './ensure-menu-cart.ts'
import { changeCart, isCartNotFound } from './use-cart.ts'

/** What the product page sends for a line (spec §7 update product: choices, quantity, instructions). */
export type TBagLineInput = {
  quantity: number
  choices: { id: number; quantity: number }[]
  instructions: string
}
type TProductRef = { product_id: number; name: string }

const lineSentence = (quantity: number, name: string, totalCents: number | undefined) =>
  `${quantity} × ${name}${totalCents === undefined ? '' : ` (${formatMoney(totalCents)})`}`

async function addLine(product: TProductRef, menuId: number, input: TBagLineInput): Promise<string> {
  // The transfer (or new basket) finishes before the line is sent.
  const { cart: before, transfer, deleted } = await ensureMenuCart(menuId)
  const known = new Set(before.products.map((line) => line.id))
  const cart = await changeCart((cartId) =>
    cartApi.addProduct(cartId, { product_id: product.product_id, ...input }),
  )
  const added = cart.products.find((line) => !known.has(line.id))
  if (added) trackQuantityChange(added, 0, added.quantity)
  const removed = transfer?.removed.map((item) => item.name) ?? []
  // Another store's bag that could not move here was replaced, as the guest agreed (spec §4).
  const note = removed.length
    ? ` Not sold at this store, so removed: ${removed.join(', ')}.`
    : deleted?.length
      ? ` Your bag from the previous store was deleted: ${bagLinesText(deleted)}.`
      : ''
  return `${lineSentence(input.quantity, product.name, added?.cost.total)} added to your bag.${note}`
}

async function updateLine(line: TCartProduct, input: TBagLineInput): Promise<string> {
  const cart = await changeCart((cartId) => cartApi.updateProduct(cartId, line.id, input))
  const updated = cart.products.find((candidate) => candidate.id === line.id)
  if (updated) trackQuantityChange(updated, line.quantity, updated.quantity)
  return `${lineSentence(input.quantity, line.name, updated?.cost.total)} updated in your bag.`
}

/** Adds the line; a basket the server no longer knows (cookie cleared, another device) is started anew once. */
async function addLineOrStartAgain(product: TProductRef, menuId: number, input: TBagLineInput) {
  try {
    return await addLine(product, menuId, input)
  } catch (failure) {
    if (!isCartNotFound(failure)) throw failure
    useOrderContext.getState().setCartId(null)
    return addLine(product, menuId, input)
  }
}

/**
 * The product page's 'Add to Bag' / 'Update Bag': makes sure there is a basket on this menu, adds
 * (or updates) the line on the server, announces it, records add_to_cart and opens the bag. Server
 * refusals (a missing required choice, a quantity off the rule, a closed store) come back as `error`.
 */
export function useAddToBag(product: TProductRef, menuId: number, editLine: TCartProduct | null) {
  const saving = useMutation({
    mutationFn: (input: TBagLineInput) =>
      editLine ? updateLine(editLine, input) : addLineOrStartAgain(product, menuId, input),
  })
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')

  /** True once the line is in the bag (the form may then start over). */
  async function submit(input: TBagLineInput): Promise<boolean> {
    setError('')
    setStatus('')
    try {
      const message = await saving.mutateAsync(input)
      setStatus(message)
      usePanels.getState().openPanel('bag')
      announceBagChange(message)
      return true
    } catch (failure) {
      reportCartError(failure)
      setError(errorMessage(failure))
      return false
    }
  }

  return { submit, isPending: saving.isPending, error, status }
}
