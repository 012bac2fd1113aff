import type { TCart } from '@deli/contracts'
import {
  basketDiscounts,
  discountProblem,
  findReward,
  lineKind,
  rewardRule,
  rewardShortOfPoints,
} from '@deli/domain'
import { changeOwnedCart, findCartLinesWithPrices, type TCartCaller } from '../modules/carts/index.ts'
import { findUserById } from '../modules/members/index.ts'
import { applyRedemption, findHeldPoints } from '../modules/rewards/index.ts'
import { AppError } from '../platform/errors.ts'

export const GROUP_REWARD_REFUSED = 'Rewards cannot be used on a group order.'

/**
 * POST rewards/redeem {cart_id, reward_id}: puts a reward of the catalogue onto the member's own
 * basket as a discount (spec §3 discounts[] with its label), replacing a reward redeemed before — one
 * reward per basket. No points move yet: they are spent when the order is paid (ADR 024). Refused
 * with a sentence when the reward is unknown (404), the member's available points are short (409
 * POINTS_SHORT), the basket does not qualify (422 REWARD_NOT_APPLICABLE) or is a group order's (422).
 * Another session's basket is 404, as everywhere.
 */
export async function redeemReward(
  caller: TCartCaller & { userId: string },
  cartId: string,
  rewardId: string,
): Promise<TCart> {
  const reward = findReward(rewardId)
  if (!reward) throw new AppError(404, 'REWARD_NOT_FOUND', 'That reward is not in the catalogue.')
  return changeOwnedCart(caller, cartId, async ({ tx, cart, access }) => {
    if (access.kind !== 'single' || cart.groupOrderId) {
      throw new AppError(422, 'REWARD_NOT_APPLICABLE', GROUP_REWARD_REFUSED)
    }
    const member = await findUserById(tx, caller.userId)
    if (!member) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.')
    const available = member.points - (await findHeldPoints(tx, member.id, cart.id))
    if (available < reward.points) {
      throw new AppError(409, 'POINTS_SHORT', rewardShortOfPoints(reward, available))
    }
    const { lines, prices } = await findCartLinesWithPrices(tx, cart.id)
    const rule = rewardRule(reward)
    const { unmet } = basketDiscounts(
      lines.map((line) => ({
        id: line.id,
        unitCost: line.unitCost,
        quantity: line.quantity,
        kind: lineKind({ name: line.name, categorySlug: prices.get(line.productId)?.categorySlug ?? '' }),
      })),
      [rule],
    )
    if (unmet.length > 0) throw new AppError(422, 'REWARD_NOT_APPLICABLE', discountProblem(rule))
    await applyRedemption(tx, { userId: member.id, cartId: cart.id, reward })
    return undefined
  })
}
