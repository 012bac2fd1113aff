import type { TCart, TCartDiscount } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { cartApi } from '../../lib/cart-api.ts'
import { Button } from '../../ui/button.tsx'
import { announceBagChange } from './bag-announcer.ts'
import { errorMessage, reportCartError } from './cart-expiry.ts'
import { changeCart } from './use-cart.ts'

/**
 * Remove cart reward (spec §7), or the promo code typed at checkout (ADR 061): a mutation that takes
 * it off the basket, stores the answered basket and announces the change.
 */
export function useRemoveReward() {
  return useMutation({
    mutationFn: async (discount: TCartDiscount) => {
      await changeCart((cartId) =>
        discount.source === 'promotion' ? cartApi.removePromotionCode(cartId) : cartApi.removeReward(cartId),
      )
      return discount
    },
    onSuccess: (discount) => announceBagChange(`${discount.label} removed from your bag.`),
    onError: (failure) => reportCartError(failure),
  })
}

/**
 * The basket's discounts (spec §3 discounts[], each with its label) in the bag and at checkout: the
 * amount off, or why a redeemed reward or a typed promo code does not apply now, and 'Remove' for
 * either.
 */
export function BagDiscounts({ cart, emptyText }: { cart: TCart; emptyText?: string }) {
  const removing = useRemoveReward()
  if (cart.discounts.length === 0) return emptyText ? <p className="muted">{emptyText}</p> : null
  return (
    <div className="bag-discounts">
      <ul className="bag-discounts__list" aria-label="Discounts">
        {cart.discounts.map((discount) => (
          <li key={discount.id} className="bag-discount">
            <span className="bag-discount__label">{discount.label}</span>
            {discount.problem ? (
              <span className="field-error bag-discount__problem">{discount.problem}</span>
            ) : (
              <span className="bag-discount__amount">−{formatMoney(discount.amount)}</span>
            )}
            {discount.removable && (
              <Button
                size="small"
                variant="link"
                aria-busy={removing.isPending}
                disabled={removing.isPending}
                aria-label={`Remove ${discount.label}`}
                onClick={() => removing.mutate(discount)}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {removing.isError && (
        <p className="field-error" role="alert">
          {errorMessage(removing.error)}
        </p>
      )}
    </div>
  )
}
