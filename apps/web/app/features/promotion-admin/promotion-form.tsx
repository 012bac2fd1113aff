import type { TPromotionBody, TPromotionList } from '@deli/contracts'
import { PROMOTION_CHANNELS } from '@deli/contracts/constants'
import { HANDOFF_LABELS } from '@deli/domain'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { StorePicker } from '../staff/index.ts'
import { ChoiceChecks, type TChoiceSearch } from './choice-checks.tsx'
import { CHANNEL_LABELS, PROMOTION_HANDOFFS } from './promotion-conditions.ts'
import { bodyOf, type TPromotionDraft } from './promotion-draft.ts'
import { RegionPicker } from './region-picker.tsx'

const KIND_LABELS: Record<TPromotionBody['kind'], string> = {
  amount: 'Amount off',
  percent: 'Percent off',
  free_item: 'A free item',
}
type TChoices = Pick<TPromotionList, 'products' | 'categories' | 'stores'>
/** The catalogue's products are many (500): found by name rather than scrolled through. */
const PRODUCT_SEARCH: TChoiceSearch = { label: 'Find a product', nouns: { one: 'product', many: 'products' } }

/** The body's field each draft value is sent as (its sentence is keyed by it). */
const FIELD_OF: Partial<Record<keyof TPromotionDraft, string>> = {
  name: 'name',
  amount: 'amount',
  percent: 'percent',
  freeProductId: 'free_product_id',
  minimum: 'minimum_subtotal',
  channels: 'channels',
  handoffs: 'handoffs',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  code: 'code',
  region: 'region',
  budgetUses: 'budget_uses',
  budgetMoney: 'budget_cents',
}

/** One labelled input with its hint and its sentence, tied by aria-describedby. */
function Field(props: {
  id: string
  label: string
  error?: string | undefined
  hint?: string
  children: (describedBy: string | undefined) => ReactNode
}) {
  const described = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field promotion-form__field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <p id={`${props.id}-hint`} className="field-note">
          {props.hint}
        </p>
      )}
      {props.children(described || undefined)}
      {props.error && (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  )
}

/**
 * A promotion's form (ADR 061): what it gives, to which baskets, when, and its limits. Checked with
 * the API's own schema before it is sent; the API's sentences per field show the same way. `saving`
 * is the mutation's busy state; the page says the result.
 */
export function PromotionForm(props: {
  title: string
  initial: TPromotionDraft
  choices: TChoices
  saving: boolean
  serverErrors: Record<string, string>
  onSave: (body: TPromotionBody) => void
  onCancel: () => void
}) {
  const [draft, setDraft] = useState(props.initial)
  const storeNames = useMemo(
    () => new Map(props.choices.stores.map((store) => [store.id, store.name])),
    [props.choices.stores],
  )
  // 500 products are found by name: listed A to Z, as a manager looks for one.
  const productChoices = useMemo(
    () =>
      props.choices.products
        .map((product) => ({ value: product.id, label: product.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [props.choices.products],
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()
  // The form opens where its heading is: the keyboard starts there, not on the button left behind.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  // The API's sentences per field join the form's own when a save is refused.
  useEffect(() => setErrors(props.serverErrors), [props.serverErrors])
  const shown = errors
  // Changing a field takes its sentence away: it is checked again on the next save.
  const set = <K extends keyof TPromotionDraft>(key: K, value: TPromotionDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }))
    const field = FIELD_OF[key]
    if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest)
  }
  const text = (
    key: keyof TPromotionDraft,
    field: string,
    label: string,
    extra: { hint?: string; type?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Field
      id={`${id}-${field}`}
      label={label}
      error={shown[field]}
      {...(extra.hint ? { hint: extra.hint } : {})}
    >
      {(describedBy) => (
        <input
          id={`${id}-${field}`}
          className="text-input"
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          value={String(draft[key])}
          aria-invalid={shown[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(key, event.target.value as never)}
        />
      )}
    </Field>
  )
  const submit = () => {
    const checked = bodyOf(draft)
    if (checked.errors) {
      setErrors(checked.errors)
      const first = Object.keys(checked.errors)[0]
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setErrors({})
    props.onSave(checked.body)
  }
  return (
    <form
      className="promotion-form availability__section"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {props.title}
      </h2>
      {text('name', 'name', 'Name', { hint: 'Guests read it in their bag, e.g. “$2 off catering”.' })}
      <fieldset className="promotion-form__checks">
        <legend>What it gives</legend>
        <div className="promotion-form__options">
          {(Object.keys(KIND_LABELS) as TPromotionBody['kind'][]).map((kind) => (
            <label key={kind} className="checkbox-field">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={draft.kind === kind}
                onChange={() => set('kind', kind)}
              />
              {KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === 'amount' && text('amount', 'amount', 'Amount off ($)', { inputMode: 'decimal' })}
      {draft.kind === 'percent' && text('percent', 'percent', 'Percent off (%)', { inputMode: 'numeric' })}
      {draft.kind === 'free_item' && (
        <Field id={`${id}-free_product_id`} label="Free item" error={shown.free_product_id}>
          {(describedBy) => (
            <select
              id={`${id}-free_product_id`}
              className="text-input"
              value={draft.freeProductId}
              aria-describedby={describedBy}
              onChange={(event) => set('freeProductId', event.target.value)}
            >
              <option value="">Choose an item</option>
              {props.choices.products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {text('minimum', 'minimum_subtotal', 'Minimum subtotal ($)', {
        hint: 'Leave empty for no minimum.',
        inputMode: 'decimal',
      })}
      <ChoiceChecks
        legend="Categories"
        hint="None chosen: the whole order counts."
        options={props.choices.categories.map((category) => ({ value: category.slug, label: category.name }))}
        chosen={draft.categorySlugs}
        onChosen={(next) => set('categorySlugs', next)}
        isLong
      />
      <ChoiceChecks
        legend="Products"
        options={productChoices}
        chosen={draft.productIds}
        onChosen={(next) => set('productIds', next)}
        isLong
        search={PRODUCT_SEARCH}
      />
      <StorePicker
        legend="Stores"
        emptyNote="None chosen and no region below: every store."
        className="promotion-form__checks"
        chosen={draft.storeIds}
        names={storeNames}
        onChosen={(next) => set('storeIds', next)}
      />
      <RegionPicker
        id={`${id}-region`}
        value={draft.region}
        onChange={(next) => set('region', next)}
        error={shown.region}
      />
      <ChoiceChecks
        legend="Channels"
        options={PROMOTION_CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
        chosen={draft.channels}
        onChosen={(next) => set('channels', next)}
        error={shown.channels}
      />
      <ChoiceChecks
        legend="Handoffs"
        options={PROMOTION_HANDOFFS.map((mode) => ({
          value: mode,
          label: HANDOFF_LABELS[mode],
        }))}
        chosen={draft.handoffs}
        onChosen={(next) =>
          set(
            'handoffs',
            next.includes('delivery') ? [...next, 'dispatch'] : next.filter((mode) => mode !== 'dispatch'),
          )
        }
        error={shown.handoffs}
      />
      {text('startsAt', 'starts_at', 'Starts', {
        type: 'datetime-local',
        hint: 'In each store’s own time zone.',
      })}
      {text('endsAt', 'ends_at', 'Ends', {
        type: 'datetime-local',
        hint: 'Leave empty to run until you end it.',
      })}
      {text('code', 'code', 'Promo code', {
        hint: 'Leave empty to apply it by itself to every basket that qualifies.',
      })}
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.membersOnly}
          onChange={(event) => set('membersOnly', event.target.checked)}
        />
        Signed-in members only
      </label>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.oncePerMember}
          onChange={(event) => set('oncePerMember', event.target.checked)}
        />
        Once per member (members only)
      </label>
      {text('budgetUses', 'budget_uses', 'Budget: number of orders', {
        hint: 'Leave empty for no limit.',
        inputMode: 'numeric',
      })}
      {text('budgetMoney', 'budget_cents', 'Budget: money given ($)', {
        hint: 'Leave empty for no limit.',
        inputMode: 'decimal',
      })}
      <div className="promotion-form__actions">
        <Button type="submit" aria-busy={props.saving} disabled={props.saving}>
          {props.saving ? 'Saving…' : 'Save promotion'}
        </Button>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
