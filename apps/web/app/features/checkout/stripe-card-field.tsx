import { useEffect, useRef, useState } from 'react'
import type { TCheckoutForm } from './use-checkout-form.ts'

/**
 * Stripe's card Element: @stripe/stripe-js is loaded only when the payment config says Stripe, and
 * the card data stays inside Stripe's own fields. Placing the order asks Stripe for a PaymentMethod
 * and sends only its id as the payment token.
 */
export function StripeCardField({ form, publishableKey }: { form: TCheckoutForm; publishableKey: string }) {
  const mount = useRef<HTMLDivElement>(null)
  const [error, setError] = useState('')
  const [isLoading, setLoading] = useState(true)
  const { stripeTokenize } = form
  useEffect(() => {
    let isCancelled = false
    let destroy: (() => void) | undefined
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (isCancelled || !stripe || !mount.current) return
        const card = stripe.elements().create('card', {
          style: { base: { fontSize: '16px', color: '#1f1a17' }, invalid: { color: '#9b0c23' } },
        })
        card.mount(mount.current)
        card.on('change', (event) => setError(event.error?.message ?? ''))
        destroy = () => card.destroy()
        stripeTokenize.current = async () => {
          const result = await stripe.createPaymentMethod({ type: 'card', card })
          if (result.error || !result.paymentMethod) {
            throw new Error(
              result.error?.message ?? 'Your card could not be used. Please check it and try again.',
            )
          }
          return result.paymentMethod.id
        }
        setLoading(false)
      })
      .catch(() => setError('We could not load the card form. Please reload the page and try again.'))
    return () => {
      isCancelled = true
      stripeTokenize.current = null
      destroy?.()
    }
  }, [publishableKey, stripeTokenize])
  return (
    <fieldset className="card-form stripe-fieldset" aria-busy={isLoading}>
      <legend className="checkout-field__label">Card details</legend>
      <div ref={mount} id="checkout-card_number" className="stripe-card" tabIndex={-1} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="muted">Card details are entered securely with Stripe and never reach our servers.</p>
    </fieldset>
  )
}
