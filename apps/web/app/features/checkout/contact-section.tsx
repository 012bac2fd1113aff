import { INPUT_MAX_LENGTH } from '@deli/contracts/constants'
import { KIOSK_TEXTS } from '@deli/domain'
import type { InputHTMLAttributes } from 'react'
import { CheckoutField } from './checkout-field.tsx'
import type { TContactValues } from './checkout-rules.ts'
import type { TCheckoutForm } from './use-checkout-form.ts'

type TContactField = {
  name: keyof TContactValues
  label: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>

const CONTACT_FIELDS: readonly TContactField[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
  },
]

/** A store kiosk's guest (ADR 030): only the name the counter calls out. */
function KioskNameSection({ form }: { form: TCheckoutForm }) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title" className="checkout-section__title">
        {KIOSK_TEXTS.nameTitle}
      </h2>
      <CheckoutField
        name="first_name"
        label={KIOSK_TEXTS.orderName}
        hint={KIOSK_TEXTS.orderNameHint}
        autoComplete="off"
        maxLength={INPUT_MAX_LENGTH.first_name}
        value={form.contact.first_name}
        onValue={(value) => form.changeContact('first_name', value)}
        error={form.errors.first_name}
      />
    </section>
  )
}

/** Contact: first and last name, email and phone, prefilled from the member and editable. */
export function ContactSection({ form }: { form: TCheckoutForm }) {
  if (form.isKiosk) return <KioskNameSection form={form} />
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title" className="checkout-section__title">
        Contact
      </h2>
      <p className="muted checkout-section__lede">We’ll send your receipt and order updates here.</p>
      <div className="checkout-grid">
        {CONTACT_FIELDS.map(({ name, ...field }) => (
          <CheckoutField
            key={name}
            name={name}
            {...field}
            maxLength={INPUT_MAX_LENGTH[name]}
            value={form.contact[name]}
            onValue={(value) => form.changeContact(name, value)}
            error={form.errors[name]}
          />
        ))}
      </div>
    </section>
  )
}
