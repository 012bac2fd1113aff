import type {
  TCatalogueCategory,
  TCatalogueProduct,
  TCategoryInput,
  TNewProduct,
  TProductInput,
} from '@deli/contracts'
import {
  PRODUCT_CHANNEL_LABELS,
  PRODUCT_CHANNELS,
  PRODUCT_IMAGE_RULES,
} from '@deli/contracts/catalogue-rules'
import { ALLERGENS, DIETARY_FLAGS } from '@deli/contracts/constants'
import { ALLERGEN_NAMES, DEFAULT_MAKE_TIMES, DIETARY_NAMES } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { backOfficeApi } from './back-office-api.ts'
import { CheckboxGroup, Field } from './form-fields.tsx'
import { OptionGroupsFields } from './option-groups-fields.tsx'
import { checkDraft, draftOf, emptyDraft, storesOf, type TProductDraft } from './product-draft.ts'

/** What a picture must be (ADR 058); a product without one yet is told it needs one. */
const PICTURE_HINT = 'PNG, JPEG or WebP, at least 400 × 300 pixels, up to 5 MB. It is cropped to 4:3.'

/** A make-time field's hint: what an empty field means (ADR 065). */
const makeHint = (seconds: number) => `Empty: the chain's default for the category (${seconds} seconds).`

/**
 * Where the catalogue's changes go (ADR 059): live at once when null, else the page's chosen draft
 * (the route hands in the drafts feature's choice): a product's edit, a new product (no product until
 * the draft is published) and a category's edit.
 */
export type TProductSaving = {
  label: string
  send: (id: number, input: TProductInput) => Promise<unknown>
  sendNew: (input: TNewProduct) => Promise<unknown>
  sendCategory: (id: number, input: TCategoryInput, position?: number) => Promise<unknown>
} | null

/**
 * Add or edit a product (ADR 058 for its picture): the contract's fields and the domain's rules are
 * checked before sending, and the API's sentences land on the same fields. Saving shows progress,
 * then the result; the heading takes focus when the form opens.
 */
export function ProductForm(props: {
  product: TCatalogueProduct | null
  categories: TCatalogueCategory[]
  defaultCategoryId?: number
  /** `toDraft`: the draft's label when the product went to a draft, not live. */
  onSaved: (product: { name: string }, isNew: boolean, toDraft?: string) => void
  onCancel: () => void
  saving?: TProductSaving
}) {
  const [draft, setDraft] = useState<TProductDraft>(() =>
    props.product ? draftOf(props.product) : emptyDraft(props.defaultCategoryId ?? props.categories[0]?.id),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [imageNote, setImageNote] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [failures, setFailures] = useState(0)
  const headingId = useId()
  /** Changes fields; their sentences go until the next check (a field fixed is no longer marked). */
  const set = (change: Partial<TProductDraft>) => {
    setDraft((current) => ({ ...current, ...change }))
    const touched = Object.keys(change).map((key) =>
      key.startsWith('quantity') ? 'quantities' : key === 'listing' || key === 'storeId' ? 'stores' : key,
    )
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([path]) => path !== 'form' && !touched.includes(path.split('.')[0] ?? ''),
        ),
      ),
    )
  }
  const isNew = props.product === null
  const toDraft = props.saving ?? null
  // A product without its own make time takes its category's super-category's (ADR 065).
  const superCategory = props.categories.find(
    (category) => String(category.id) === draft.categoryId,
  )?.superCategory
  const defaults = DEFAULT_MAKE_TIMES[superCategory ?? 'mealtime']

  useEffect(() => headingRef.current?.focus(), [])

  const upload = useMutation({
    mutationFn: (file: File) => backOfficeApi.uploadImage(file),
    onMutate: () => setImageNote('Uploading the picture…'),
    onSuccess: (uploaded) => {
      set({ image: uploaded.image, imageUrl: uploaded.url })
      setErrors(({ image: _image, ...rest }) => rest)
      setImageNote('Picture uploaded.')
    },
    onError: (error) => {
      setImageNote('')
      setErrors((current) => ({
        ...current,
        image: error instanceof ApiError ? error.message : 'The picture was not uploaded.',
      }))
    },
  })

  const save = useMutation({
    mutationFn: async () => {
      const checked = checkDraft(draft)
      if (checked.errors)
        throw new ApiError('Please check the fields marked.', 'VALIDATION_FAILED', 400, checked.errors)
      if (props.product && toDraft) {
        await toDraft.send(props.product.id, checked.input)
        return props.product
      }
      if (toDraft) {
        await toDraft.sendNew({ ...checked.input, stores: storesOf(draft) })
        return { name: checked.input.name }
      }
      return props.product
        ? backOfficeApi.updateProduct(props.product.id, checked.input)
        : backOfficeApi.createProduct({ ...checked.input, stores: storesOf(draft) })
    },
    onSuccess: (product) => props.onSaved(product, isNew, toDraft?.label),
    onError: (error) => {
      setErrors(error instanceof ApiError && error.errors ? error.errors : { form: String(error.message) })
      setFailures((count) => count + 1)
    },
  })
  // A save refused field by field takes the keyboard to the first field marked (the alert says how many).
  useEffect(() => {
    if (failures > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failures])

  function pick(file: File | undefined) {
    if (!file) return
    if (!PRODUCT_IMAGE_RULES.types.includes(file.type))
      return setErrors((current) => ({ ...current, image: PRODUCT_IMAGE_RULES.messages.type }))
    if (file.size > PRODUCT_IMAGE_RULES.maxBytes)
      return setErrors((current) => ({ ...current, image: PRODUCT_IMAGE_RULES.messages.size }))
    upload.mutate(file)
  }

  const errorCount = Object.keys(errors).length
  return (
    <section className="bo-section bo-product-form" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {isNew ? 'Add a product' : `Edit ${props.product?.name}`}
      </h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setErrors({})
          save.mutate()
        }}
      >
        <div className="bo-row">
          <div className="bo-field bo-field--wide">
            <label htmlFor={`${headingId}-category`}>Category</label>
            <select
              id={`${headingId}-category`}
              value={draft.categoryId}
              onChange={(event) => set({ categoryId: event.target.value })}
            >
              {props.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name} ({category.superCategory})
                </option>
              ))}
            </select>
            {errors.categoryId && <span className="bo-field__error">{errors.categoryId}</span>}
          </div>
          <Field
            label="Name"
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
            wide
          />
        </div>
        <Field
          label="Description"
          multiline
          value={draft.description}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
          wide
        />
        <div className="bo-row">
          <Field
            label="Base price ($)"
            inputMode="decimal"
            value={draft.cost}
            error={errors.cost}
            onChange={(e) => set({ cost: e.target.value })}
          />
          <Field
            label="Calories"
            inputMode="numeric"
            value={draft.calories}
            error={errors.calories}
            onChange={(e) => set({ calories: e.target.value })}
          />
          <Field
            label="Smallest quantity"
            inputMode="numeric"
            value={draft.quantityMin}
            error={errors['quantities.min']}
            onChange={(e) => set({ quantityMin: e.target.value })}
          />
          <Field
            label="Largest quantity"
            inputMode="numeric"
            value={draft.quantityMax}
            error={errors['quantities.max']}
            onChange={(e) => set({ quantityMax: e.target.value })}
          />
          <Field
            label="Quantity step"
            inputMode="numeric"
            value={draft.quantityStep}
            error={errors['quantities.increments']}
            onChange={(e) => set({ quantityStep: e.target.value })}
          />
        </div>
        <div className="bo-row">
          <Field
            label="Make time (seconds)"
            inputMode="numeric"
            value={draft.makeSeconds}
            hint={makeHint(defaults.makeSeconds)}
            error={errors.makeSeconds}
            onChange={(e) => set({ makeSeconds: e.target.value })}
          />
          <Field
            label="Each extra item (seconds)"
            inputMode="numeric"
            value={draft.makeExtraSeconds}
            hint={makeHint(defaults.extraSeconds)}
            error={errors.makeExtraSeconds}
            onChange={(e) => set({ makeExtraSeconds: e.target.value })}
          />
        </div>
        <div className="bo-row bo-picture">
          {draft.imageUrl ? (
            <img src={draft.imageUrl} alt={draft.name || 'The new product'} width="160" height="120" />
          ) : (
            <div className="bo-picture__none">No picture yet</div>
          )}
          <Field
            label="Picture"
            type="file"
            accept={PRODUCT_IMAGE_RULES.types.join(',')}
            hint={`${draft.image ? '' : 'Required: every product has one. '}${PICTURE_HINT}`}
            aria-required={!draft.image}
            error={errors.image}
            onChange={(event) => pick(event.target.files?.[0])}
            wide
          />
          <p className="bo-note" role="status">
            {imageNote}
          </p>
        </div>
        <CheckboxGroup
          legend="Dietary icons"
          options={DIETARY_FLAGS}
          names={DIETARY_NAMES}
          checked={draft.dietary}
          onChange={(dietary) => set({ dietary })}
        />
        <CheckboxGroup
          legend="Allergens the product always contains"
          options={ALLERGENS}
          names={ALLERGEN_NAMES}
          checked={draft.allergens}
          onChange={(allergens) => set({ allergens })}
        />
        <CheckboxGroup
          legend="Sold on"
          options={PRODUCT_CHANNELS}
          names={PRODUCT_CHANNEL_LABELS}
          checked={draft.channels}
          error={errors.channels}
          onChange={(channels) => set({ channels })}
        />
        <fieldset className="bo-checks">
          <legend>Utensils</legend>
          <label>
            <input
              type="checkbox"
              checked={draft.isUtensils}
              onChange={(event) => set({ isUtensils: event.target.checked })}
            />{' '}
            A utensils item (not listed on the menu; hidden and uncounted in the bag)
          </label>
        </fieldset>
        <h3>Option groups</h3>
        <OptionGroupsFields
          groups={draft.optionGroups}
          errors={errors}
          onChange={(optionGroups) => set({ optionGroups })}
        />
        {isNew && (
          <fieldset className="bo-checks bo-listing">
            <legend>Which menus list it at the base price</legend>
            {(
              [
                ['all', 'Every store’s menu'],
                ['one', 'One store’s menu'],
                ['none', 'None yet'],
              ] as const
            ).map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${headingId}-listing`}
                  value={value}
                  checked={draft.listing === value}
                  onChange={() => set({ listing: value })}
                />{' '}
                {label}
              </label>
            ))}
            {draft.listing === 'one' && (
              // A chain admin's store out of 40,000: its number, as the Stores page shows it.
              <Field
                label="Store number"
                id={`${headingId}-store`}
                inputMode="numeric"
                autoComplete="off"
                hint="As the Stores page shows it (#12)."
                value={draft.storeId}
                error={errors.stores}
                onChange={(event) => set({ storeId: event.target.value.trim() })}
                wide
              />
            )}
          </fieldset>
        )}
        <p className="availability__failure" role="alert" hidden={errorCount === 0}>
          {errorCount > 0 &&
            (errors.form ??
              `Please check ${errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked.`)}
        </p>
        {toDraft && (
          <p className="bo-muted">
            {isNew ? 'This product' : 'This edit'} goes to {toDraft.label}: guests see it only when the draft
            is published.
          </p>
        )}
        <div className="bo-row">
          <Button type="submit" disabled={save.isPending || upload.isPending}>
            {save.isPending
              ? 'Saving…'
              : toDraft
                ? `Save to ${toDraft.label}`
                : isNew
                  ? 'Add the product'
                  : 'Save the product'}
          </Button>
          <Button variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  )
}
