/**
 * How a typed search is compared with a name on an operator's list (a promotion's products, ADR 061):
 * case and accents do not count ('jalapeno' finds 'Jalapeño'), nor the kind of apostrophe or runs of
 * spaces. Matching is by containment, in the page, over names it already holds.
 */

/** A text as a search compares it: accents off, lower case, one kind of apostrophe, spaces squeezed. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether `text` holds the typed `query` (both compared as `searchKey`); an empty query matches everything. */
export function textMatches(text: string, query: string): boolean {
  return searchKey(text).includes(searchKey(query))
}
