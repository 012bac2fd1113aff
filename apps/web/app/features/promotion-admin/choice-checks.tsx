import { useId, useState } from 'react'
import { SearchField } from '../../ui/search-field.tsx'
import {
  chosenSentence,
  matchesSentence,
  searchChoices,
  type TChoice,
  type TChoiceNouns,
} from './choice-search.ts'

/** A search above a long list (500 products): its label and what the choices are called. */
export type TChoiceSearch = { label: string; nouns: TChoiceNouns }

/**
 * A set of checkboxes (a fieldset with its legend), and its sentence (ADR 061's form). `search` puts a
 * labelled search box above a long list: it narrows the shown choices by label (case and accents
 * aside), keeps every chosen one in view, says how many are chosen, and says how many match in a
 * polite live region. A choice unticked while a search hides it stays in view until the search
 * changes, so the keyboard's place is not taken away.
 */
export function ChoiceChecks<T extends string | number>(props: {
  legend: string
  hint?: string
  options: readonly TChoice<T>[]
  chosen: readonly T[]
  onChosen: (next: T[]) => void
  error?: string | undefined
  isLong?: boolean
  search?: TChoiceSearch
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  // The chosen when the search was last typed: they stay listed while it stands, ticked or not.
  const [pinned, setPinned] = useState<readonly T[]>([])
  const { shown, matches } = props.search
    ? searchChoices(props.options, query, [...props.chosen, ...pinned])
    : { shown: props.options, matches: props.options.length }
  return (
    <fieldset
      className={`promotion-form__checks${props.isLong ? ' promotion-form__checks--long' : ''}`}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend>{props.legend}</legend>
      {props.hint && <p className="field-note">{props.hint}</p>}
      {props.search && (
        <SearchField
          className="promotion-form__search"
          label={props.search.label}
          hint={`${chosenSentence(props.chosen.length)} A search never hides a chosen ${props.search.nouns.one}.`}
          value={query}
          onChange={(text) => {
            setQuery(text)
            setPinned(props.chosen)
          }}
          status={matchesSentence(query, matches, props.search.nouns)}
        />
      )}
      <div className="promotion-form__options">
        {shown.map((option) => (
          <label key={option.value} className="checkbox-field">
            <input
              type="checkbox"
              checked={props.chosen.includes(option.value)}
              onChange={(event) =>
                props.onChosen(
                  event.target.checked
                    ? [...props.chosen, option.value]
                    : props.chosen.filter((value) => value !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
