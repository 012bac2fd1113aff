import type { TQuantities } from '@deli/contracts'

/** Cart quantity defaults (spec §5, §9): 1 to 99 in steps of 1. */
export const DEFAULT_QUANTITIES: Readonly<TQuantities> = Object.freeze({ min: 1, max: 99, increments: 1 })

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
}

/** A product's quantity rule with the defaults filled in for missing or unusable values. */
export function resolveQuantities(partial?: Partial<TQuantities> | null): TQuantities {
  const min = isPositiveInteger(partial?.min) ? partial.min : DEFAULT_QUANTITIES.min
  const max = isPositiveInteger(partial?.max) ? partial.max : DEFAULT_QUANTITIES.max
  const increments = isPositiveInteger(partial?.increments)
    ? partial.increments
    : DEFAULT_QUANTITIES.increments
  return { min, max: Math.max(min, max), increments }
}

/** The largest quantity the rule allows (max, rounded down onto the min + k × increments grid). */
function lastAllowed({ min, max, increments }: TQuantities): number {
  return min + Math.floor((max - min) / increments) * increments
}

export function isValidQuantity(quantity: number, quantities: TQuantities = DEFAULT_QUANTITIES): boolean {
  const { min, max, increments } = quantities
  return (
    Number.isInteger(quantity) && quantity >= min && quantity <= max && (quantity - min) % increments === 0
  )
}

/**
 * The next allowed quantity of a stepper in `direction`, clamped to the rule.
 * A quantity off the grid snaps to the nearest allowed value in that direction.
 */
export function stepQuantity(quantity: number, quantities: TQuantities, direction: 1 | -1): number {
  const { min, increments } = quantities
  const last = lastAllowed(quantities)
  if (!Number.isFinite(quantity)) return min
  if (direction === 1) {
    if (quantity < min) return min
    return Math.min(last, min + (Math.floor((quantity - min) / increments) + 1) * increments)
  }
  if (quantity > last) return last
  return Math.max(min, min + (Math.ceil((quantity - min) / increments) - 1) * increments)
}

/** A human sentence explaining the rule when `quantity` breaks it, otherwise null. */
export function quantityError(quantity: number, quantities: TQuantities = DEFAULT_QUANTITIES): string | null {
  if (isValidQuantity(quantity, quantities)) return null
  const { min, increments } = quantities
  const last = lastAllowed(quantities)
  if (min === last) return `Choose exactly ${min}.`
  const range = `Choose between ${min} and ${last}`
  return increments === 1 ? `${range}.` : `${range}, in steps of ${increments}.`
}
