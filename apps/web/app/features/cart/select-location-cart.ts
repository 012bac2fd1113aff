import type { TCart, TLocation, TTransferReport } from '@deli/contracts'
import { isCartEmpty, visibleLines } from '@deli/domain'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { askAboutBag, BagKeptError, bagDeleteQuestion, bagMoveQuestion } from './bag-loss-question.tsx'
import { reportCartError } from './cart-expiry.ts'
import { cartQuery, cartQueryKey, isCartNotFound, storeCart } from './use-cart.ts'

export type TLocationCart = {
  cart: TCart
  transfer?: Omit<TTransferReport, 'cart'>
  /** The lines of a bag the store could not take, deleted after the guest agreed (to tell them after). */
  deleted?: TCart['products']
}

/** One selection at a time: a transfer or a new basket finishes before anything else is sent. */
let selecting: Promise<unknown> = Promise.resolve()

/**
 * The guest's current basket, or null only when the server says there is none for this session
 * (404 CART_NOT_FOUND, after the second look). Any other failure — offline, a 5xx, a refusal — is
 * thrown with its code, so the caller shows it and the guest's bag stays; a timed-out basket (410)
 * also starts the session rules of spec §4 before it is thrown.
 */
async function currentCart(cartId: string): Promise<TCart | null> {
  const client = getQueryClient()
  const cached = client.getQueryData<TCart>(cartQueryKey(cartId))
  if (cached) return cached
  try {
    return await client.fetchQuery(cartQuery(cartId))
  } catch (error) {
    if (isCartNotFound(error)) return null
    reportCartError(error)
    throw error
  }
}

/**
 * The basket for a newly selected location (spec §4 Location selection): the same basket when it is
 * already on that menu; with a basket of another menu, transferred when the location accepts
 * transfers (services.transfercart), else abandoned and a new one created; with none, one created.
 * No silent bag loss: a bag with items is deleted only after the guest agreed ('Start a new bag?'
 * naming what goes), and moved from a product link (`askBeforeTransfer`) only after they agreed; a
 * guest who keeps it gets BagKeptError and nothing changes. Selections run one at a time.
 */
export function selectLocationCart(
  location: Pick<TLocation, 'menu_id' | 'services'> & { name?: string },
  options: { askBeforeTransfer?: boolean } = {},
): Promise<TLocationCart> {
  const run = selecting.then(() => selectNow(location, options))
  selecting = run.catch(() => undefined)
  return run
}

async function selectNow(
  location: Pick<TLocation, 'menu_id' | 'services'> & { name?: string },
  options: { askBeforeTransfer?: boolean },
): Promise<TLocationCart> {
  const cartId = useOrderContext.getState().cartId
  const existing = cartId ? await currentCart(cartId) : null
  if (existing && existing.menu_id === location.menu_id) return { cart: existing }
  const hasItems = existing !== null && !isCartEmpty(existing.products)
  const storeName = location.name ?? 'This store'
  if (existing && location.services.transfercart) {
    if (hasItems && options.askBeforeTransfer && !(await askAboutBag(bagMoveQuestion(storeName))))
      throw new BagKeptError()
    const { cart, ...transfer } = await cartApi.transfer(existing.id, location.menu_id)
    return { cart: storeCart(cart), transfer }
  }
  if (existing) {
    if (hasItems && !(await askAboutBag(bagDeleteQuestion(existing.products, storeName))))
      throw new BagKeptError()
    await cartApi.abandon(existing.id).catch((error: unknown) => {
      if (!isCartNotFound(error)) throw error
    })
  }
  const cart = storeCart(await cartApi.create(location.menu_id))
  return hasItems && existing ? { cart, deleted: visibleLines(existing.products) } : { cart }
}
