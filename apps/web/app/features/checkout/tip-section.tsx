import { formatMoney, TIP_OPTIONS, tipCents } from '@deli/domain'
import { ChoiceCards } from '../../ui/choice-cards.tsx'
import { CheckoutField } from './checkout-field.tsx'
import type { TTipChoice } from './checkout-rules.ts'
import type { TCheckoutForm } from './use-checkout-form.ts'

/** Tip (spec §9): No tip (the default, 0), 10 %, 15 %, 20 % of the subtotal, or Custom in dollars. */
export function TipSection({ form, subtotal }: { form: TCheckoutForm; subtotal: number }) {
  const options = [
    { value: 'none' as TTipChoice, label: 'No tip' },
    ...TIP_OPTIONS.map((option) => ({
      value: option.key as TTipChoice,
      label: option.label,
      extra: option.percent === null ? undefined : formatMoney(tipCents(subtotal, option.percent)),
    })),
  ]
  return (
    <section className="checkout-section">
      <ChoiceCards
        legend={<h2 className="checkout-section__title">Tip</h2>}
        className="tip-options"
        value={form.tipChoice}
        options={options}
        onChange={form.setTipChoice}
      />
      <p className="muted checkout-section__lede">100% of your tip goes to the team making your order.</p>
      {form.tipChoice === 'custom' && (
        <CheckoutField
          name="tip"
          label="Custom tip in dollars"
          inputMode="decimal"
          placeholder="0.00"
          value={form.customTip}
          onValue={form.setCustomTip}
          error={form.errors.tip}
          maxLength={9}
        />
      )}
    </section>
  )
}
