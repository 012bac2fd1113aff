import { orderMakeSeconds, productMakeTime, type TProductMakeFacts } from '@deli/domain'

/** What a line off the menu (no facts read) weighs: a mealtime item at the chain's default. */
const UNKNOWN: TProductMakeFacts = { makeSeconds: null, extraSeconds: null, superCategory: 'mealtime' }

/**
 * A basket's make time in seconds (ADR 065): its lines with their products' make times (the chain's
 * default where a product has none), by the domain's `orderMakeSeconds`. An empty basket weighs one
 * mealtime item: what the guest's first sandwich will take (the quote a new basket shows).
 */
export function basketMakeSeconds(
  lines: readonly { quantity: number; make: TProductMakeFacts | undefined }[],
) {
  const made = lines.length > 0 ? lines : [{ quantity: 1, make: UNKNOWN }]
  return orderMakeSeconds(
    made.map((line) => ({ quantity: line.quantity, ...productMakeTime(line.make ?? UNKNOWN) })),
  )
}
