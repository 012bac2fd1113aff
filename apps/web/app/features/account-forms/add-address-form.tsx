import { BUILDING_RULE, INSTRUCTIONS_RULE, STATE_RULE, ZIP_RULE } from '@deli/contracts/constants'
import { ruleField, TEXTS, type TFormField } from '@deli/domain'
import { memberApi } from '../../lib/member-api.ts'
import { Button } from '../../ui/button.tsx'
import { FormSummary, TextField } from './form-parts.tsx'
import { useAccountForm } from './use-account-form.ts'

/** The fields of POST members/addresses, with the contract's building, state, ZIP and instructions rules. */
const FIELDS: TFormField[] = [
  { name: 'address', type: 'text', label: 'Street address', required: true },
  ruleField({ name: 'building', type: 'text', label: 'Apartment, suite or building' }, BUILDING_RULE),
  { name: 'city', type: 'text', label: 'City', required: true },
  ruleField({ name: 'state', type: 'text', label: 'State', required: true }, STATE_RULE),
  ruleField({ name: 'zip', type: 'text', label: 'ZIP code', required: true }, ZIP_RULE),
  ruleField({ name: 'instructions', type: 'text', label: 'Delivery instructions' }, INSTRUCTIONS_RULE),
  { name: 'default', type: 'checkbox', label: 'Make this my default address' },
]

/** 'Add New Delivery Address' on the account page: POST members/addresses (the server locates it). */
export function AddAddressForm(props: { onSaved: () => Promise<void>; onCancel: () => void }) {
  const form = useAccountForm('address', FIELDS, async (values) => {
    await memberApi.saveAddress({
      address: String(values.address),
      building: String(values.building ?? ''),
      city: String(values.city),
      state: String(values.state).toUpperCase(),
      zip: String(values.zip),
      instructions: String(values.instructions ?? ''),
      default: values.default === true,
      handoffMode: 'delivery',
    })
    await props.onSaved()
  })
  return (
    <form
      className="account-form address-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={TEXTS.addNewDeliveryAddress}
    >
      <FormSummary form={form} />
      <TextField form={form} name="address" label="Street address" autoComplete="address-line1" required />
      <TextField
        form={form}
        name="building"
        label="Apartment, suite or building"
        autoComplete="address-line2"
      />
      <div className="account-form__row account-form__row--address">
        <TextField form={form} name="city" label="City" autoComplete="address-level2" required />
        <TextField form={form} name="state" label="State" autoComplete="address-level1" required />
        <TextField
          form={form}
          name="zip"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="text"
          required
        />
      </div>
      <TextField form={form} name="instructions" label="Delivery instructions" autoComplete="off" />
      <label className="checkbox-field">
        <input type="checkbox" name="default" id={form.fieldId('default')} />
        <span>Make this my default address</span>
      </label>
      <div className="account-form__actions">
        <Button type="submit" aria-busy={form.isPending}>
          Save Address
        </Button>
        <Button variant="neutral" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
