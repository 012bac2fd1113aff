import type { TOption, TOptionGroup } from '@deli/contracts'
import { TEXTS } from './texts.ts'

/** A chosen option of a cart product: option id and how many of it. */
export type TChoice = { id: number; quantity: number }

/** Errors keyed by option-group id (as a string), or 'choices' for choices that fit no group. */
export type TChoicesValidation = { ok: true } | { ok: false; errors: Record<string, string> }

function article(name: string): string {
  return /^[aeiou]/i.test(name) ? 'an' : 'a'
}

function findOption(optionGroups: readonly TOptionGroup[], id: number): TOption | undefined {
  for (const group of optionGroups) {
    const option = group.options.find((candidate) => candidate.id === id)
    if (option) return option
  }
  return undefined
}

/** An option without its own limit is chosen at most once per item. */
export const OPTION_MAX_QUANTITY_DEFAULT = 1

/** How many of an option one item may have: the menu's `maxQuantity`, else once. */
export function optionMaxQuantity(option: Pick<TOption, 'maxQuantity'>): number {
  return option.maxQuantity ?? OPTION_MAX_QUANTITY_DEFAULT
}

/** max 1 = single choice (radio); otherwise multiple (checkbox). */
export function isSingleChoice(group: Pick<TOptionGroup, 'max'>): boolean {
  return group.max === 1
}

/**
 * The one sentence of an option group's rule, beside its name: 'Required · Choose 1', 'Required ·
 * Choose 1 to 3', 'Optional, choose up to 4'. It is the only place a group's maximum is put in words
 * (a group's description never repeats it).
 */
export function optionGroupRule(group: Pick<TOptionGroup, 'min' | 'max'>): string {
  if (group.min === 0) return TEXTS.optionalUpTo(group.max)
  const choose =
    group.min === group.max ? TEXTS.chooseExactly(group.min) : TEXTS.chooseBetween(group.min, group.max)
  return `${TEXTS.required} · ${choose}`
}

/**
 * Checks chosen options against the product's option groups (one rule for the product form and the
 * server). Each option's quantity is 1 up to its menu limit (`optionMaxQuantity`); a group counts the
 * quantities of its chosen options, and its min and max apply to that count, so a choose-1 group
 * never holds 50 of one bread.
 */
export function validateChoices(
  optionGroups: readonly TOptionGroup[],
  choices: readonly TChoice[],
): TChoicesValidation {
  const errors: Record<string, string> = {}
  const chosen = new Map<number, number>()
  for (const choice of choices) {
    if (!findOption(optionGroups, choice.id)) {
      errors.choices = 'One of the chosen options is not available for this product.'
    } else if (!Number.isInteger(choice.quantity) || choice.quantity < 1) {
      errors.choices = 'Each chosen option needs a quantity of at least 1.'
    } else if (chosen.has(choice.id)) {
      errors.choices = 'Each option can be chosen only once.'
    } else {
      const option = findOption(optionGroups, choice.id) as TOption
      const most = optionMaxQuantity(option)
      if (choice.quantity > most)
        errors.choices =
          most === 1
            ? `${option.name} can be added only once.`
            : `${option.name} can be added at most ${most} times.`
    }
    // A badly counted choice is reported above and counts once for its group.
    chosen.set(choice.id, Number.isInteger(choice.quantity) && choice.quantity >= 1 ? choice.quantity : 1)
  }
  for (const group of optionGroups) {
    const count = group.options.reduce((sum, option) => sum + (chosen.get(option.id) ?? 0), 0)
    if (count < group.min) {
      errors[String(group.id)] =
        group.min === 1 && count === 0
          ? `Please choose ${article(group.name)} ${group.name}.`
          : `Choose at least ${group.min} ${group.name}.`
    } else if (count > group.max) {
      errors[String(group.id)] = `Choose up to ${group.max} ${group.name}.`
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors }
}

/** The options marked isDefault, one of each, no more per group than the group's max. */
export function defaultChoices(optionGroups: readonly TOptionGroup[]): TChoice[] {
  return optionGroups.flatMap((group) =>
    group.options
      .filter((option) => option.isDefault)
      .slice(0, group.max)
      .map((option) => ({ id: option.id, quantity: 1 })),
  )
}

/** Price of one unit in cents: the product's cost plus each chosen option's cost × its quantity. */
export function unitPrice(
  productCost: number,
  optionGroups: readonly TOptionGroup[],
  choices: readonly TChoice[],
): number {
  return choices.reduce(
    (total, choice) => total + (findOption(optionGroups, choice.id)?.cost ?? 0) * choice.quantity,
    productCost,
  )
}

/** Price of a cart line in integer cents. */
export function linePrice(unitCents: number, quantity: number): number {
  return Math.round(unitCents * quantity)
}

/** Calories of one unit: the product's calories plus each chosen option's calories × its quantity. */
export function unitCalories(
  productCalories: number,
  optionGroups: readonly TOptionGroup[],
  choices: readonly TChoice[],
): number {
  return choices.reduce(
    (total, choice) => total + (findOption(optionGroups, choice.id)?.calories ?? 0) * choice.quantity,
    productCalories,
  )
}

/** Total calories of lines, each with its unit calories and quantity. */
export function linesCalories(lines: readonly { calories: number; quantity: number }[]): number {
  return lines.reduce((total, line) => total + line.calories * line.quantity, 0)
}

/**
 * One calorie rule for guests (spec §3 Product): a menu card shows the calories of the product as it
 * comes — its default build, the options marked isDefault included — and the product page the build
 * being chosen (`unitCalories` of the current choices). The product's own `calories` alone (the bare
 * item) is never shown: a card said 780 cal for a sandwich that comes at 1,150.
 */
export function defaultBuildCalories(product: {
  calories: number
  optionGroups: readonly TOptionGroup[]
}): number {
  return unitCalories(product.calories, product.optionGroups, defaultChoices(product.optionGroups))
}

/** Calories as guests read them: '1,150 cal'. */
export const caloriesText = (calories: number) => `${calories.toLocaleString('en-US')} cal`
