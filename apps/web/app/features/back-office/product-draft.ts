import type { TAllergen, TCatalogueProduct, TDietaryFlag, TProductInput } from '@deli/contracts'
import { CATALOGUE_MESSAGES, PRODUCT_CHANNELS, type TProductChannel } from '@deli/contracts/catalogue-rules'
import { productFieldProblems, productProblems } from '@deli/domain/catalogue-rules'

/** An option as the form holds it: prices as typed dollars, numbers as typed text. */
export type TDraftOption = {
  id?: number
  name: string
  cost: string
  calories: string
  isDefault: boolean
  allergens: TAllergen[]
  maxQuantity?: number
}
export type TDraftGroup = {
  id?: number
  name: string
  description: string
  min: string
  max: string
  options: TDraftOption[]
}
export type TProductDraft = {
  categoryId: string
  name: string
  description: string
  cost: string
  calories: string
  dietary: TDietaryFlag[]
  allergens: TAllergen[]
  image: string
  imageUrl: string
  quantityMin: string
  quantityMax: string
  quantityStep: string
  /** Make time and time per extra item in seconds as typed ('': the chain's default, ADR 065). */
  makeSeconds: string
  makeExtraSeconds: string
  optionGroups: TDraftGroup[]
  /** Where it is sold (ADR 069). */
  channels: TProductChannel[]
  /** A utensils item (spec §4): hidden from the menu and the bag. */
  isUtensils: boolean
  /** A new product only: on every store's menu at its base price, one store's, or none yet. */
  listing: 'all' | 'one' | 'none'
  /** With `listing: 'one'`: the store (its id, as the select holds it). */
  storeId: string
}

const dollars = (cents: number) => (cents / 100).toFixed(2)
/** Typed dollars to cents ('11.49', '$11.49', '-0.50'); text that is not a price stays NaN (refused). */
export const centsOf = (text: string) => {
  const clean = text.trim().replace(/^\$/, '').replace(/^-\$/, '-')
  return /^-?\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN
}
const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)
/** A whole number as typed, or null when left empty (the chain's default). */
const wholeOrNull = (text: string) => (text.trim() === '' ? null : whole(text))
const typedOrEmpty = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

export const newOption = (): TDraftOption => ({
  name: '',
  cost: '0.00',
  calories: '0',
  isDefault: false,
  allergens: [],
})
export const newGroup = (): TDraftGroup => ({
  name: '',
  description: '',
  min: '0',
  max: '1',
  options: [newOption()],
})

export const emptyDraft = (categoryId: number | undefined): TProductDraft => ({
  categoryId: categoryId ? String(categoryId) : '',
  name: '',
  description: '',
  cost: '',
  calories: '',
  dietary: [],
  allergens: [],
  image: '',
  imageUrl: '',
  quantityMin: '1',
  quantityMax: '20',
  quantityStep: '1',
  makeSeconds: '',
  makeExtraSeconds: '',
  optionGroups: [],
  channels: [...PRODUCT_CHANNELS],
  isUtensils: false,
  listing: 'all',
  storeId: '',
})

export const draftOf = (product: TCatalogueProduct): TProductDraft => ({
  categoryId: String(product.categoryId),
  name: product.name,
  description: product.description,
  cost: dollars(product.cost),
  calories: String(product.calories),
  dietary: product.dietary,
  allergens: product.allergens,
  image: product.image,
  imageUrl: product.imageUrl,
  quantityMin: String(product.quantities.min),
  quantityMax: String(product.quantities.max),
  quantityStep: String(product.quantities.increments),
  makeSeconds: typedOrEmpty(product.makeSeconds),
  makeExtraSeconds: typedOrEmpty(product.makeExtraSeconds),
  optionGroups: product.optionGroups.map((group) => ({
    id: group.id,
    name: group.name,
    description: group.description,
    min: String(group.min),
    max: String(group.max),
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      cost: dollars(option.cost),
      calories: String(option.calories),
      isDefault: option.isDefault,
      allergens: option.allergens,
      ...(option.maxQuantity === undefined ? {} : { maxQuantity: option.maxQuantity }),
    })),
  })),
  channels: product.channels,
  isUtensils: product.isUtensils,
  listing: 'none',
  storeId: '',
})

/** The stores whose menus list a new product: every store's, one store's, or none yet. */
export const storesOf = (draft: TProductDraft): 'all' | number[] =>
  draft.listing === 'all' ? 'all' : draft.listing === 'one' && draft.storeId ? [Number(draft.storeId)] : []

/** What the form sends: the contract's shape, numbers parsed (a bad one stays NaN and is refused). */
export const inputOf = (draft: TProductDraft) => ({
  categoryId: whole(draft.categoryId),
  name: draft.name,
  description: draft.description,
  cost: centsOf(draft.cost),
  calories: whole(draft.calories),
  dietary: draft.dietary,
  allergens: draft.allergens,
  image: draft.image,
  quantities: {
    min: whole(draft.quantityMin),
    max: whole(draft.quantityMax),
    increments: whole(draft.quantityStep),
  },
  makeSeconds: wholeOrNull(draft.makeSeconds),
  makeExtraSeconds: wholeOrNull(draft.makeExtraSeconds),
  optionGroups: draft.optionGroups.map((group) => ({
    ...(group.id === undefined ? {} : { id: group.id }),
    name: group.name,
    description: group.description,
    min: whole(group.min),
    max: whole(group.max),
    options: group.options.map((option) => ({
      ...(option.id === undefined ? {} : { id: option.id }),
      name: option.name,
      cost: centsOf(option.cost),
      calories: whole(option.calories),
      isDefault: option.isDefault,
      allergens: option.allergens,
      ...(option.maxQuantity === undefined ? {} : { maxQuantity: option.maxQuantity }),
    })),
  })),
  channels: draft.channels,
  isUtensils: draft.isUtensils,
})

/**
 * The form's check, the API's own: each field with the contracts' limits and sentences (the domain's
 * zod-free `productFieldProblems`: zod stays out of the browser), then the rules across fields.
 * Answers the input to send (trimmed, as the API keeps it), or a sentence per field path
 * (`optionGroups.0.max`).
 */
export function checkDraft(
  draft: TProductDraft,
): { input: TProductInput; errors: null } | { input: null; errors: Record<string, string> } {
  const input = trimmed(inputOf(draft))
  const fields = productFieldProblems(input)
  if (draft.listing === 'one' && !/^[1-9]\d{0,8}$/.test(draft.storeId))
    fields.stores = CATALOGUE_MESSAGES.storeNumber
  const problems = Object.keys(fields).length > 0 ? fields : productProblems(input)
  return Object.keys(problems).length > 0 ? { input: null, errors: problems } : { input, errors: null }
}

const trimmed = (input: TProductInput): TProductInput => ({
  ...input,
  name: input.name.trim(),
  description: input.description.trim(),
  image: input.image.trim(),
  optionGroups: input.optionGroups.map((group) => ({
    ...group,
    name: group.name.trim(),
    description: group.description.trim(),
    options: group.options.map((option) => ({ ...option, name: option.name.trim() })),
  })),
})
