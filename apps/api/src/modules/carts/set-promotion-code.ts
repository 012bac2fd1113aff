import type { TCart } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import { deadCodeProblem, isLivePromotionCode } from '../promotions/index.ts'
import { changeOwnedCart, type TCartChangeCaller } from './cart-access.ts'

const GROUP_CODE_REFUSED = 'A group order’s basket takes no promo code.'

/**
 * The promo code typed at checkout (ADR 061): kept on the basket, upper case, one at a time (a new
 * code replaces the last). A code no live promotion has is refused with a sentence (an ended one's says
 * it ended: `deadCodeProblem`). Whether it applies
 * is the basket's promotion's answer at every read — a code ended since is listed with its sentence,
 * worth nothing, until removed. `null` removes it.
 */
export async function setPromotionCode(
  caller: TCartChangeCaller,
  cartId: string,
  code: string | null,
): Promise<TCart> {
  return changeOwnedCart(
    caller,
    cartId,
    async ({ tx, cart }) => {
      if (cart.groupOrderId && code !== null) throw new AppError(422, 'CHECKOUT_INVALID', GROUP_CODE_REFUSED)
      if (code !== null && !(await isLivePromotionCode(tx, code))) {
        const problem = await deadCodeProblem(tx, code)
        throw new AppError(422, 'VALIDATION_FAILED', problem, { code: problem })
      }
      return { promotionCode: code }
    },
    { hostOnly: TEXTS.groupHostOnly },
  )
}
