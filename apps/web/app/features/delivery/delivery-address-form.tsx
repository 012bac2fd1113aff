import { INPUT_MAX_LENGTH } from '@deli/contracts/constants'
import { AddressSearch, type TSearchPoint } from '../locations/index.ts'
import type { TDeliveryExtrasState } from './use-delivery-extras.ts'

/**
 * The delivery address: the address search (autocomplete, spec §5) and the optional building and
 * instructions with their errors. After each chosen place the search box starts afresh with that
 * place's text, so its suggestions do not reopen over the fields below.
 */
export function DeliveryAddressForm(props: {
  extras: TDeliveryExtrasState
  onPlace: (place: TSearchPoint) => void
  /** A new key starts the search box afresh (showing `searchText`) once a place was chosen. */
  searchKey: number
  searchText: string
}) {
  const { extras } = props
  const { values, errors, fieldId } = extras
  return (
    <div className="delivery-form">
      <AddressSearch
        key={props.searchKey}
        label="Street address"
        defaultValue={props.searchText}
        onSelect={props.onPlace}
      />
      <p className="delivery-form__hint">
        Start with the house number, then the city or ZIP code, like “4500 Ross Ave, Dallas, TX 75204”.
      </p>
      <div className="field">
        <label htmlFor={fieldId('building')}>Apartment, suite or building (optional)</label>
        <input
          id={fieldId('building')}
          className="text-input"
          type="text"
          autoComplete="address-line2"
          maxLength={INPUT_MAX_LENGTH.building}
          value={values.building}
          aria-invalid={errors.building !== null}
          aria-describedby={errors.building ? `${fieldId('building')}-error` : undefined}
          onChange={(event) => extras.change('building', event.target.value)}
        />
        {errors.building && (
          <p id={`${fieldId('building')}-error`} className="field-error" role="alert">
            {errors.building}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={fieldId('instructions')}>Delivery instructions (optional)</label>
        <textarea
          id={fieldId('instructions')}
          className="text-input"
          rows={2}
          maxLength={INPUT_MAX_LENGTH.instructions}
          value={values.instructions}
          aria-invalid={errors.instructions !== null}
          aria-describedby={errors.instructions ? `${fieldId('instructions')}-error` : undefined}
          onChange={(event) => extras.change('instructions', event.target.value)}
        />
        {errors.instructions && (
          <p id={`${fieldId('instructions')}-error`} className="field-error" role="alert">
            {errors.instructions}
          </p>
        )}
      </div>
    </div>
  )
}
