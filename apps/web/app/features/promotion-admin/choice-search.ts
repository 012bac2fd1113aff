import { searchKey, textMatches } from '@deli/domain'

/** A checkbox choice of a promotion's form (ADR 061). */
export type TChoice<T> = { value: T; label: string }
/** What a searched list's choices are called, one and many: 'product', 'products'. */
export type TChoiceNouns = { one: string; many: string }

/**
 * The choices a typed search shows, in their own order: those whose label holds it (case and accents
 * aside, the domain's `textMatches`) and every one in `kept` (the chosen: nothing chosen is ever hidden by
 * a search). `matches` counts the first kind only. No search: every choice, all of them matching.
 */
export function searchChoices<T>(
  choices: readonly TChoice<T>[],
  query: string,
  kept: readonly T[],
): { shown: TChoice<T>[]; matches: number } {
  if (searchKey(query) === '') return { shown: [...choices], matches: choices.length }
  let matches = 0
  const shown = choices.filter((choice) => {
    const isMatch = textMatches(choice.label, query)
    if (isMatch) matches += 1
    return isMatch || kept.includes(choice.value)
  })
  return { shown, matches }
}

/** The live region's sentence for a search: how many match ('' before anything is typed). */
export function matchesSentence(query: string, matches: number, nouns: TChoiceNouns): string {
  if (searchKey(query) === '') return ''
  if (matches === 0) return `No ${nouns.one} matches “${query.trim()}”.`
  return matches === 1 ? `1 ${nouns.one} matches.` : `${matches} ${nouns.many} match.`
}

/** How many are chosen, whatever the search shows: 'None chosen.', '3 chosen.' */
export function chosenSentence(count: number): string {
  return count === 0 ? 'None chosen.' : `${count} chosen.`
}
