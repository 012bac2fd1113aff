import { PROMOTION_CODE_PATTERN, PROMOTION_CODE_TEXTS } from '@deli/contracts/promotion-rules'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { cartApi } from '../../lib/cart-api.ts'
import { Button } from '../../ui/button.tsx'
import { announceBagChange } from './bag-announcer.ts'
import { errorMessage } from './cart-expiry.ts'
import { changeCart } from './use-cart.ts'

/** What the code entry says (ADR 061; the spec has no promo-code field, so these are ours). */
export const PROMO_CODE_TEXTS = Object.freeze({
  label: PROMOTION_CODE_TEXTS.label,
  hint: 'Have a code? Type it here and choose Apply.',
  apply: 'Apply',
  malformed: PROMOTION_CODE_TEXTS.malformed,
  applied: (label: string) => `${label} applied to your order.`,
})

/**
 * The promo code (ADR 061), under the discounts of the bag and of the checkout: typed, checked for its
 * shape with the contract's pattern, then put on the basket (a mutation answering the whole basket).
 * The basket's discounts list the promotion, or why it does not apply; the API's sentence shows under
 * the field. Not a form of its own (the checkout is one): Enter applies the code, not the order.
 * Loaded apart from the page's first JavaScript (`LazyPromoCodeEntry`).
 */
export function PromoCodeEntry() {
  const id = useId()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState('')
  const applying = useMutation({
    mutationFn: (typed: string) => changeCart((cartId) => cartApi.setPromotionCode(cartId, typed)),
    onSuccess: (cart) => {
      setCode('')
      const promotion = cart.discounts.find((discount) => discount.source === 'promotion')
      announceBagChange(promotion?.problem ?? (promotion ? PROMO_CODE_TEXTS.applied(promotion.label) : ''))
    },
    onError: (failure) => setProblem(errorMessage(failure)),
  })
  const apply = () => {
    const typed = code.trim().toUpperCase()
    if (!PROMOTION_CODE_PATTERN.test(typed)) {
      setProblem(PROMO_CODE_TEXTS.malformed)
      return
    }
    setProblem('')
    applying.mutate(typed)
  }
  return (
    <div className="promo-code">
      <div className="field checkout-field">
        <label htmlFor={id}>{PROMO_CODE_TEXTS.label}</label>
        <p id={`${id}-hint`} className="checkout-field__hint">
          {PROMO_CODE_TEXTS.hint}
        </p>
        <input
          id={id}
          className="text-input"
          type="text"
          value={code}
          autoComplete="off"
          maxLength={20}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setCode(event.target.value)
            if (problem) setProblem('')
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            apply()
          }}
        />
        {problem && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="secondary"
        aria-busy={applying.isPending}
        disabled={applying.isPending}
        onClick={apply}
      >
        {PROMO_CODE_TEXTS.apply}
      </Button>
    </div>
  )
}
