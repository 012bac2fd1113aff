import type { TCategoryInput, TOptionGroupInput, TProductInput } from '@deli/contracts'
import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  PRODUCT_CHANNELS,
  PRODUCT_IMAGE_NAME,
} from '@deli/contracts/catalogue-rules'
import { makeSecondsProblem } from './product-make-time.ts'

/*
 * A module of its own (`@deli/domain/catalogue-rules`), outside the domain's index: the storefront's
 * shell chunk holds the index's modules whole (ADR 037), and only the back office needs these.
 */

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

const isWholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
const isName = (value: unknown) =>
  typeof value === 'string' && value.trim().length > 0 && value.trim().length <= CATALOGUE_LIMITS.nameMax
const isDescription = (value: unknown) =>
  typeof value === 'string' && value.trim().length <= CATALOGUE_LIMITS.descriptionMax

/**
 * Each field of a category alone, with the contracts' limits and sentences (zod-free: the back
 * office's form runs it in the browser; the API's schema holds the same limits).
 */
export function categoryFieldProblems(input: TCategoryInput): TCatalogueProblems {
  const problems: TCatalogueProblems = {}
  if (!isName(input.name)) problems.name = CATALOGUE_MESSAGES.name
  if (!isDescription(input.description)) problems.description = CATALOGUE_MESSAGES.description
  return problems
}

/**
 * Each field of a product alone, its option groups' and options' too, with the contracts' limits and
 * sentences (zod-free, for the browser's form; the API's schema holds the same limits). A form checks
 * these, then `productProblems` across fields.
 */
export function productFieldProblems(input: TProductInput): TCatalogueProblems {
  const { priceMax, deltaMax, caloriesMax, quantityMax, optionsMax, optionGroupsMax } = CATALOGUE_LIMITS
  const problems: TCatalogueProblems = {}
  const check = (path: string, isFine: boolean, message: string) => {
    if (!isFine) problems[path] ??= message
  }
  check('categoryId', isWholeIn(input.categoryId, 1, 2_147_483_647), CATALOGUE_MESSAGES.category)
  check('name', isName(input.name), CATALOGUE_MESSAGES.name)
  check('description', isDescription(input.description), CATALOGUE_MESSAGES.description)
  check('cost', isWholeIn(input.cost, 0, priceMax), CATALOGUE_MESSAGES.price)
  check('calories', isWholeIn(input.calories, 0, caloriesMax), CATALOGUE_MESSAGES.calories)
  check('image', PRODUCT_IMAGE_NAME.test(input.image.trim()), CATALOGUE_MESSAGES.image)
  for (const key of ['makeSeconds', 'makeExtraSeconds'] as const) {
    const problem = makeSecondsProblem(input[key] ?? null)
    if (problem) check(key, false, problem)
  }
  for (const key of ['min', 'max', 'increments'] as const)
    check(`quantities.${key}`, isWholeIn(input.quantities[key], 1, quantityMax), CATALOGUE_MESSAGES.quantity)
  check('optionGroups', input.optionGroups.length <= optionGroupsMax, CATALOGUE_MESSAGES.optionGroups)
  const channels: readonly string[] = PRODUCT_CHANNELS
  check(
    'channels',
    input.channels.length >= 1 &&
      input.channels.length <= channels.length &&
      input.channels.every((channel) => channels.includes(channel)),
    CATALOGUE_MESSAGES.channels,
  )
  input.optionGroups.forEach((group, index) => {
    const at = `optionGroups.${index}`
    check(`${at}.name`, isName(group.name), CATALOGUE_MESSAGES.name)
    check(`${at}.description`, isDescription(group.description), CATALOGUE_MESSAGES.description)
    check(`${at}.min`, isWholeIn(group.min, 0, optionsMax), CATALOGUE_MESSAGES.groupMin)
    check(`${at}.max`, isWholeIn(group.max, 1, optionsMax * 10), CATALOGUE_MESSAGES.groupMax)
    check(
      `${at}.options`,
      group.options.length >= 1 && group.options.length <= optionsMax,
      CATALOGUE_MESSAGES.options,
    )
    group.options.forEach((option, place) => {
      const path = `${at}.options.${place}`
      check(`${path}.name`, isName(option.name), CATALOGUE_MESSAGES.name)
      check(`${path}.cost`, isWholeIn(option.cost, -deltaMax, deltaMax), CATALOGUE_MESSAGES.delta)
      check(`${path}.calories`, isWholeIn(option.calories, 0, caloriesMax), CATALOGUE_MESSAGES.calories)
    })
  })
  return problems
}
