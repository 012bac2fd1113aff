/**
 * How a typed search is compared with a name on an operator's list (a promotion's products, the
 * catalogue, prices, availability; ADR 061): case, accents and punctuation do not count ('jalapeno'
 * finds 'Jalapeño', 'po boy' finds "Po'boy"), and each typed word is looked for on its own, in any
 * order ('turkey swiss' finds 'Turkey & Swiss on Rye'). Matching is by containment, in the page,
 * over names it already holds.
 */

/** A text as a search compares it: accents and apostrophes off, lower case, other marks as spaces, spaces squeezed. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['‘’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Whether `text` holds every word of the typed `query` (each compared as `searchKey`); a blank query matches everything. */
export function textMatches(text: string, query: string): boolean {
  const key = searchKey(text)
  return searchKey(query)
    .split(' ')
    .every((word) => key.includes(word))
}
