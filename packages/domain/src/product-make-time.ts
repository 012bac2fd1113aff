import { MAKE_SECONDS_MESSAGE, MAKE_SECONDS_RANGE } from '@deli/contracts/constants'

/** How long a product takes the kitchen (ADR 065): the first item, and each further item of it. */
export type TMakeTime = { makeSeconds: number; extraSeconds: number }

/** The super-categories a product belongs to through its category (spec §2: mealtime, catering). */
export type TMakeSuperCategory = 'mealtime' | 'catering'

/**
 * The chain's make times by super-category, for products without their own: a sandwich or a cookie
 * takes a few minutes and a minute more per extra one; a catering tray is built, boxed and labelled.
 */
export const DEFAULT_MAKE_TIMES: Readonly<Record<TMakeSuperCategory, TMakeTime>> = Object.freeze({
  mealtime: Object.freeze({ makeSeconds: 180, extraSeconds: 45 }),
  catering: Object.freeze({ makeSeconds: 900, extraSeconds: 240 }),
})

/** What a product says of its make time: its own seconds (null: the chain's default) and its super-category. */
export type TProductMakeFacts = {
  makeSeconds: number | null
  extraSeconds: number | null
  superCategory: TMakeSuperCategory
}

/** A product's make time: its own where set, else the chain's default for its super-category. */
export function productMakeTime(product: TProductMakeFacts): TMakeTime {
  const fallback = DEFAULT_MAKE_TIMES[product.superCategory] ?? DEFAULT_MAKE_TIMES.mealtime
  return {
    makeSeconds: product.makeSeconds ?? fallback.makeSeconds,
    extraSeconds: product.extraSeconds ?? fallback.extraSeconds,
  }
}

/** The sentence for a make time out of range (whole seconds, 0 … 2 hours); null when it fits or is unset. */
export function makeSecondsProblem(seconds: number | null): string | null {
  if (seconds === null) return null
  const fits =
    Number.isInteger(seconds) && seconds >= MAKE_SECONDS_RANGE.min && seconds <= MAKE_SECONDS_RANGE.max
  return fits ? null : MAKE_SECONDS_MESSAGE
}
