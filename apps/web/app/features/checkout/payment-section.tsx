import type { TPaymentConfig, TPaymentType } from '@deli/contracts'
import { KIOSK_TEXTS } from '@deli/domain'
import { ChoiceCards } from '../../ui/choice-cards.tsx'
import { StripeCardField } from './stripe-card-field.tsx'
import { TestCardFields } from './test-card-fields.tsx'
import type { TCheckoutForm } from './use-checkout-form.ts'

/**
 * Payment through the payment adapter: a card (the built-in test gateway's form, or Stripe's fields
 * when configured) or, for pickup, curbside and drive-thru, 'Pay in store'.
 */
export function PaymentSection(props: {
  form: TCheckoutForm
  config: TPaymentConfig | null
  configError: string
  showTestCards: boolean
}) {
  const { form, config } = props
  // A store kiosk (ADR 030) takes the payment at its own counter.
  const options: { value: TPaymentType; label: string; extra?: string }[] = form.isKiosk
    ? [
        { value: 'instore', label: KIOSK_TEXTS.payAtCounter },
        { value: 'card', label: KIOSK_TEXTS.payByCard },
      ]
    : [{ value: 'card', label: 'Credit or debit card' }]
  if (form.canPayInStore && !form.isKiosk) {
    options.push({ value: 'instore', label: 'Pay in store', extra: 'When you pick up' })
  }
  return (
    <section
      className="checkout-section"
      aria-labelledby={form.canPayInStore ? undefined : 'checkout-payment-title'}
    >
      {form.canPayInStore ? (
        <ChoiceCards
          legend={<h2 className="checkout-section__title">Payment</h2>}
          value={form.payment}
          options={options}
          onChange={form.setPaymentType}
        />
      ) : (
        <h2 id="checkout-payment-title" className="checkout-section__title">
          Payment
        </h2>
      )}
      {form.payment === 'instore' && (
        <p className="checkout-note">
          {form.isKiosk
            ? 'Pay at the counter when you collect your order. Nothing is charged now.'
            : 'Pay at the counter when you pick up. Nothing is charged now.'}
        </p>
      )}
      {form.payment === 'card' && props.configError && (
        <p className="field-error" role="alert">
          {props.configError}
        </p>
      )}
      {form.payment === 'card' && !config && !props.configError && <p className="muted">Loading payment…</p>}
      {form.payment === 'card' && config?.gateway === 'test' && (
        <TestCardFields form={form} showTestCards={props.showTestCards} />
      )}
      {form.payment === 'card' && config?.gateway === 'stripe' && config.publishableKey && (
        <StripeCardField form={form} publishableKey={config.publishableKey} />
      )}
    </section>
  )
}
