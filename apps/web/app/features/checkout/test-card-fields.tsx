import {
  CARD_BRAND_NAMES,
  cardBrand,
  cvcLength,
  formatCardNumber,
  type TCardBrand,
  TEST_CARDS,
} from '@deli/domain'
import { CheckoutField } from './checkout-field.tsx'
import type { TCardValues } from './checkout-rules.ts'
import type { TCheckoutForm } from './use-checkout-form.ts'

/** '0427' / '04/27' as typed → '04/27': the slash comes by itself after the month. */
function expiryInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

const digitsOnly = (text: string) => text.replace(/\D/g, '')

type TDetailField = {
  name: Exclude<keyof TCardValues, 'number'>
  label: string
  autoComplete: string
  placeholder?: string
  maxLength: number
  clean: (text: string) => string
}

/** Expiry, security code (3 digits, 4 for American Express) and billing ZIP, as typed. */
const detailFields = (brand: TCardBrand): TDetailField[] => [
  {
    name: 'expiry',
    label: 'Expiration (MM/YY)',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    maxLength: 5,
    clean: expiryInput,
  },
  {
    name: 'cvc',
    label: 'Security code',
    autoComplete: 'cc-csc',
    maxLength: cvcLength(brand),
    clean: digitsOnly,
  },
  { name: 'zip', label: 'Billing ZIP', autoComplete: 'postal-code', maxLength: 5, clean: digitsOnly },
]

/**
 * The built-in test gateway's card form: number (grouped, with its brand), expiry MM/YY, security
 * code and billing ZIP. Checked in the browser (Luhn, expiry, CVV) before anything is sent; then
 * only a token travels with the order. `showTestCards` lists the documented test numbers.
 */
export function TestCardFields({ form, showTestCards }: { form: TCheckoutForm; showTestCards: boolean }) {
  const { card, errors } = form
  const brand = cardBrand(card.number)
  return (
    <div className="card-form">
      <CheckoutField
        name="card_number"
        label="Card number"
        badge={
          brand !== 'unknown' ? (
            <span className="card-form__brand">{CARD_BRAND_NAMES[brand]}</span>
          ) : undefined
        }
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        onValue={(value) => form.changeCard('number', formatCardNumber(value))}
        error={errors.card_number}
        maxLength={23}
      />
      <div className="checkout-grid checkout-grid--three">
        {detailFields(brand).map((field) => (
          <CheckoutField
            key={field.name}
            name={`card_${field.name}`}
            label={field.label}
            inputMode="numeric"
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            value={card[field.name]}
            onValue={(value) => form.changeCard(field.name, field.clean(value))}
            error={errors[`card_${field.name}`]}
            maxLength={field.maxLength}
          />
        ))}
      </div>
      {showTestCards && (
        <section className="test-cards" aria-labelledby="test-cards-title">
          <h3 id="test-cards-title">Test cards</h3>
          <p className="muted">Any future expiry and any security code work with these numbers.</p>
          <dl>
            {TEST_CARDS.map((test) => (
              <div key={test.number} className="test-cards__item">
                <dt>
                  <code>{test.number}</code>
                </dt>
                <dd>{test.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
