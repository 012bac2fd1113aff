import type { TStoreAdmin, TStoreSettings } from '@deli/contracts'
import { MANAGER_STORE_FIELDS } from '@deli/contracts/store-settings-rules'
import { useMutation } from '@tanstack/react-query'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import {
  changedSettings,
  checkDraft,
  draftOf,
  EMPTY_DRAFT,
  SERVICE_FIELDS,
  type TFieldErrors,
  type TSettingsDraft,
  withState,
  withZone,
} from './settings-draft.ts'
import { SettingsField } from './settings-field.tsx'
import { storeAdminApi } from './store-admin-api.ts'

/** The US time zones offered first; any IANA zone may be typed. */
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
]

/**
 * A store's settings (ADR 060): a chain admin creates (`store` absent) or edits every field; a manager
 * only `MANAGER_STORE_FIELDS`, store staff nothing. Checked with the API's schema before sending;
 * the API's sentences land on their fields. Saving shows progress, then what happened.
 */
export function StoreSettingsForm(props: { store?: TStoreAdmin; onSaved: (store: TStoreAdmin) => void }) {
  const { store } = props
  const creating = store === undefined
  const mayEdit = store?.may_edit ?? 'all'
  const [draft, setDraft] = useState<TSettingsDraft>(store ? draftOf(store) : EMPTY_DRAFT)
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [status, setStatus] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  // After a refusal, the first field it names takes the focus (once it is marked invalid).
  const focusFirstError = useRef(false)
  useEffect(() => {
    if (!focusFirstError.current || Object.keys(errors).length === 0) return
    focusFirstError.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  const save = useMutation({
    mutationFn: (settings: TStoreSettings & { menu_from_store_id?: number }) => {
      if (!store) return storeAdminApi.create(settings as Parameters<typeof storeAdminApi.create>[0])
      const changed = changedSettings(store, settings)
      return storeAdminApi.update(store.id, changed)
    },
    onSuccess: (saved) => {
      setErrors({})
      setStatus(creating ? `${saved.name} was created. It is not published yet.` : 'Saved.')
      props.onSaved(saved)
    },
    onError: (error) => {
      setStatus('')
      const fieldErrors = error instanceof ApiError ? error.errors : {}
      const message = error instanceof ApiError ? error.message : 'The store was not saved.'
      focusFirstError.current = true
      setErrors({ ...fieldErrors, form: message })
    },
  })
  const canEdit = (field: keyof TStoreSettings | 'menu_from_store_id') =>
    mayEdit === 'all' ||
    (mayEdit === 'manager' && (MANAGER_STORE_FIELDS as readonly string[]).includes(field))
  const set = <K extends keyof TSettingsDraft>(key: K, value: TSettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const text = (
    key: keyof TSettingsDraft,
    field: keyof TStoreSettings | 'menu_from_store_id',
    label: string,
    extra: object = {},
  ) => (
    <SettingsField
      id={`store-${field}`}
      label={label}
      value={String(draft[key])}
      disabled={!canEdit(field)}
      error={errors[field]}
      onChange={(event) => set(key, event.target.value as never)}
      {...extra}
    />
  )
  const disabledAll = mayEdit === 'none'
  // Delivery's fields are kept while it is off, so a zone can be drawn before it opens (ADR 060).
  const delivers = draft.services.delivery || draft.services.dispatch

  return (
    <form
      ref={formRef}
      className="store-admin__form"
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => {
        event.preventDefault()
        const checked = checkDraft(draft, creating)
        if (!checked.ok) {
          setStatus('')
          focusFirstError.current = true
          setErrors({ ...checked.errors, form: 'Please correct the fields marked below.' })
          return
        }
        setStatus('Saving…')
        save.mutate(checked.settings)
      }}
    >
      <p className="store-admin__status" role="status">
        {status}
      </p>
      {errors.form && (
        <p className="store-admin__failure" role="alert">
          {errors.form}
        </p>
      )}
      {mayEdit === 'manager' && (
        <p className="store-admin__note">
          As the store’s manager you can change its phone number; a chain admin changes the rest.
        </p>
      )}
      {disabledAll && <p className="store-admin__note">Store staff can read these settings.</p>}

      <fieldset className="store-admin__group" disabled={disabledAll}>
        <legend>Store</legend>
        {text('name', 'name', 'Name', { autoComplete: 'off', className: 'store-admin__field--wide' })}
        {text('phone', 'phone', 'Phone', { type: 'tel', autoComplete: 'off', inputMode: 'tel' })}
        {creating &&
          text('menuFromStoreId', 'menu_from_store_id', 'Start from the menu of store number', {
            inputMode: 'numeric',
            hint: 'The new store starts with that store’s products, menu prices and weekly hours; prices set for that store alone stay with it (set the new store’s own on its Prices page).',
          })}
      </fieldset>

      <fieldset className="store-admin__group" disabled={disabledAll}>
        <legend>Address</legend>
        {text('address', 'address', 'Street address', {
          autoComplete: 'off',
          className: 'store-admin__field--wide',
        })}
        {text('city', 'city', 'City', { autoComplete: 'off' })}
        {text('state', 'state', 'State (two letters)', {
          maxLength: 2,
          autoComplete: 'off',
          // The time zone follows the state until one is chosen (`withState`).
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            setDraft((current) => withState(current, event.target.value)),
        })}
        {text('zip', 'zip', 'ZIP code', { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' })}
        <p className="store-admin__hint">The address is placed on the map when the store is saved.</p>
      </fieldset>

      <fieldset className="store-admin__group" disabled={disabledAll}>
        <legend>Money and time</legend>
        {text('timezone', 'timezone', 'Time zone', {
          list: 'store-zones',
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            setDraft((current) => withZone(current, event.target.value)),
          hint: 'Set from the state; an IANA time zone, such as America/Chicago.',
        })}
        <datalist id="store-zones">
          {ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        {text('taxPercent', 'tax_rate_bps', 'Sales tax (%)', { inputMode: 'decimal' })}
        {text('advanceDays', 'advance_days', 'Days guests can order for', {
          inputMode: 'numeric',
          hint: 'Today counts as the first: 7 takes orders for today and the next 6 days.',
        })}
      </fieldset>

      <fieldset
        className="store-admin__group store-admin__services"
        disabled={disabledAll || !canEdit('services')}
      >
        <legend>Handoff services</legend>
        {SERVICE_FIELDS.map(([key, label]) => (
          <label key={key} className="store-admin__check">
            <input
              type="checkbox"
              checked={draft.services[key]}
              onChange={(event) => set('services', { ...draft.services, [key]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </fieldset>

      <fieldset className="store-admin__group" disabled={disabledAll}>
        <legend>Delivery</legend>
        {!delivers && (
          <p className="store-admin__hint" id="store-delivery-off">
            Delivery is off: these are kept for when Delivery or Courier delivery is ticked above.
          </p>
        )}
        {text('radiusMiles', 'delivery_zone', 'Delivery radius (miles)', {
          inputMode: 'decimal',
          hint: draft.polygon
            ? 'The store delivers inside a drawn area; type a radius to replace it.'
            : 'Needed when the store delivers.',
        })}
        {text('deliveryFee', 'delivery_fee_cents', 'Delivery fee ($)', { inputMode: 'decimal' })}
        {text('deliveryMinimum', 'delivery_minimum_cents', 'Delivery order minimum ($)', {
          inputMode: 'decimal',
        })}
      </fieldset>

      <fieldset className="store-admin__group" disabled={disabledAll}>
        <legend>Opening</legend>
        <label className="store-admin__check">
          <input
            type="checkbox"
            checked={draft.isComingSoon}
            disabled={!canEdit('is_coming_soon')}
            onChange={(event) => set('isComingSoon', event.target.checked)}
          />
          Coming Soon (shown, not yet taking orders)
        </label>
        {text('openingDate', 'opening_date', 'Opening date', { type: 'date' })}
      </fieldset>

      {!disabledAll && (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : creating ? 'Create store' : 'Save settings'}
        </Button>
      )}
    </form>
  )
}
