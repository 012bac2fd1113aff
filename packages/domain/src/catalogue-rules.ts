import type { TOptionGroupInput, TProductInput } from '@deli/contracts'

/**
 * The catalogue's rules across fields (what one field's schema cannot see), one sentence each, keyed
 * by the field's path as the API's `errors` and the back office's form name them
 * (`optionGroups.0.max`). The contracts check each field alone; together they are the whole check.
 */
export const CATALOGUE_RULE_MESSAGES = {
  groupMinOverMax: 'Required choices cannot be more than the choices a guest may make.',
  groupMinOverOptions: 'Required choices cannot be more than the options in the group.',
  groupDefaultsOverMax: 'Choose at most as many default options as a guest may make.',
  duplicateOptionName: 'Give each option of a group its own name.',
  duplicateGroupName: 'Give each option group its own name.',
  quantityMinOverMax: 'The smallest quantity cannot be more than the largest.',
  quantityIncrements: 'The largest quantity must be reachable from the smallest in steps of the increment.',
} as const

export type TCatalogueProblems = Record<string, string>

/** The problems of one option group; `at` prefixes each field's path (`optionGroups.2`). */
export function optionGroupProblems(group: TOptionGroupInput, at: string): TCatalogueProblems {
  const problems: TCatalogueProblems = {}
  if (group.min > group.max) problems[`${at}.min`] = CATALOGUE_RULE_MESSAGES.groupMinOverMax
  else if (group.min > group.options.length)
    problems[`${at}.min`] = CATALOGUE_RULE_MESSAGES.groupMinOverOptions
  if (group.options.filter((option) => option.isDefault).length > group.max)
    problems[`${at}.options`] = CATALOGUE_RULE_MESSAGES.groupDefaultsOverMax
  const seen = new Set<string>()
  group.options.forEach((option, index) => {
    const key = option.name.trim().toLowerCase()
    if (seen.has(key)) problems[`${at}.options.${index}.name`] = CATALOGUE_RULE_MESSAGES.duplicateOptionName
    seen.add(key)
  })
  return problems
}

/** Every cross-field problem of a product (its quantities, each option group); {} when none. */
export function productProblems(
  product: Pick<TProductInput, 'quantities' | 'optionGroups'>,
): TCatalogueProblems {
  const problems: TCatalogueProblems = {}
  const { min, max, increments } = product.quantities
  if (min > max) problems['quantities.min'] = CATALOGUE_RULE_MESSAGES.quantityMinOverMax
  else if ((max - min) % increments !== 0)
    problems['quantities.increments'] = CATALOGUE_RULE_MESSAGES.quantityIncrements
  const names = new Set<string>()
  product.optionGroups.forEach((group, index) => {
    const key = group.name.trim().toLowerCase()
    if (names.has(key)) problems[`optionGroups.${index}.name`] = CATALOGUE_RULE_MESSAGES.duplicateGroupName
    names.add(key)
    Object.assign(problems, optionGroupProblems(group, `optionGroups.${index}`))
  })
  return problems
}

/** A category's URL slug from its name: lower case, dashes, at most 60 characters. */
export function categorySlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'category'
}

/**
 * The list after moving `id` one place `direction` (a swap with its neighbour), or null when it is
 * already first (up) or last (down) or not in the list.
 */
export function movedOrder<T extends { id: number }>(
  items: readonly T[],
  id: number,
  direction: 'up' | 'down',
): T[] | null {
  const index = items.findIndex((item) => item.id === id)
  const other = direction === 'up' ? index - 1 : index + 1
  if (index < 0 || other < 0 || other >= items.length) return null
  const moved = [...items]
  const a = moved[index]
  const b = moved[other]
  if (!a || !b) return null
  moved[index] = b
  moved[other] = a
  return moved
}
