/** Utensils items are hidden from cart lines, counts and the empty check (spec §4). */
export function isUtensils(name: string): boolean {
  return /utensils/i.test(name)
}
