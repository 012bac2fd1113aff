import type { TCart } from '@deli/contracts'
import { basketLinesProblem, GROUP_MAX_LINES_PER_PARTICIPANT, TEXTS } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import { oneAtATimePerKey } from '../../platform/one-at-a-time.ts'
import { assertProductInDaypart } from './assert-daypart.ts'
import { changeOwnedCart, type TCartChange, type TCartChangeCaller } from './cart-access.ts'
import { lineOwner } from './cart-group.ts'
import { channelUpdates } from './channel.ts'
import { addLineOptimistically } from './optimistic-change.ts'
import {
  assertLineNotHeld,
  assertSellable,
  assertSoldOnChannel,
  priceLine,
  type TLineInput,
} from './product-line.ts'
import { countParticipantLines } from './repository.ts'

/**
 * This node's adds to one basket, one at a time (ADR 033, second amendment): many requests adding to
 * one basket at once (a shared link, several tabs) each read what the one before wrote, so their
 * optimistic writes land instead of losing to each other and queueing on the basket's row lock.
 */
const addsOfBasket = oneAtATimePerKey()

/**
 * Adds a product line, checked against the basket's menu and priced at its store. In a group order
 * everyone in the group may add; the server stamps the line with the adder's participant id and name
 * (the body's recipient is ignored), up to the lines-per-person limit. A basket holds at most
 * ORDER_LIMITS.basketLines lines, a group order's basket ORDER_LIMITS.groupBasketLines (ADR 042).
 * A basket of one writer is changed optimistically (ADR 033 amendment), any other under its lock;
 * a node runs its adds to one basket one at a time (ADR 033, second amendment).
 */
export async function addCartProduct(
  caller: TCartChangeCaller,
  cartId: string,
  input: TLineInput & { product_id: number },
): Promise<TCart> {
  const change = async ({
    tx,
    cart,
    store,
    now,
    access,
    held,
    dayparts,
    product,
    lineCount,
    addLine,
  }: TCartChange) => {
    const found = assertSellable(product)
    const full = basketLinesProblem(lineCount, cart.groupOrderId !== null)
    if (full) throw new AppError(422, 'ORDER_LIMIT', full)
    assertLineNotHeld(found, input.choices, held)
    assertProductInDaypart(dayparts, store, cart, found, now)
    const line = priceLine(found, input)
    assertSoldOnChannel(found, cart, line.isCatering)
    const owner = lineOwner(access)
    if (
      owner &&
      (await countParticipantLines(tx, cartId, owner.participantId)) >= GROUP_MAX_LINES_PER_PARTICIPANT
    ) {
      throw new AppError(422, 'GROUP_ORDER_LIMIT', TEXTS.groupLinesLimit(GROUP_MAX_LINES_PER_PARTICIPANT))
    }
    addLine({ ...line, participantId: null, ...owner })
    // A catering basket (beyond its base channel) already holds a catering line: no need to look.
    return channelUpdates(cart, store, line.isCatering || cart.channel === 'catering', now)
  }
  // A basket of one writer takes 2 round trips; the lock path runs whatever that one leaves. This
  // node's adds to one basket run one at a time, so they do not lose to each other.
  return addsOfBasket(
    cartId,
    async () =>
      (await addLineOptimistically(caller, cartId, input.product_id, change)) ??
      changeOwnedCart(caller, cartId, change, { participants: 'allowed' }, { productId: input.product_id }),
  )
}
