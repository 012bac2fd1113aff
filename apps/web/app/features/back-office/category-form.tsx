import type { TCatalogueCategory, TCategoryInput } from '@deli/contracts'
import { DRAFT_MESSAGES, SUPER_CATEGORIES } from '@deli/contracts/constants'
import { categoryFieldProblems } from '@deli/domain/catalogue-rules'
import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { Field } from './form-fields.tsx'

/** Add or rename a category: name, description, super category; checked with the contracts' limits and sentences. */
export function CategoryForm(props: {
  category?: TCatalogueCategory
  isPending: boolean
  /** `position`: a drafted new place among the categories (1 = first), when it changes. */
  onSubmit: (input: TCategoryInput, position?: number) => void
  onCancel?: () => void
  serverErrors?: Record<string, string>
  /** The chosen draft's label when an edit goes to a draft, not live (ADR 059). */
  toDraft?: string
  /** The category's place among the categories (1 = first); a draft may move it (ADR 059). */
  place?: number
}) {
  const [place, setPlace] = useState(props.place === undefined ? '' : String(props.place))
  const drafting = props.toDraft !== undefined && props.category !== undefined
  const [name, setName] = useState(props.category?.name ?? '')
  const [description, setDescription] = useState(props.category?.description ?? '')
  const [superCategory, setSuperCategory] = useState(props.category?.superCategory ?? 'mealtime')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()
  const shown = { ...props.serverErrors, ...errors }
  return (
    <form
      className="bo-category-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const input = { name: name.trim(), description: description.trim(), superCategory }
        const problems: Record<string, string> = categoryFieldProblems(input)
        const position = Number(place)
        if (drafting && !(/^\d+$/.test(place.trim()) && position >= 1))
          problems.position = DRAFT_MESSAGES.position
        setErrors(problems)
        if (Object.keys(problems).length > 0) return
        props.onSubmit(input, drafting && position !== props.place ? position : undefined)
      }}
    >
      <div className="bo-row">
        <Field
          label="Category name"
          value={name}
          error={shown.name}
          onChange={(e) => setName(e.target.value)}
          wide
        />
        <div className="bo-field">
          <label htmlFor={`${id}-super`}>Sold as</label>
          <select
            id={`${id}-super`}
            value={superCategory}
            onChange={(event) => setSuperCategory(event.target.value as TCategoryInput['superCategory'])}
          >
            {SUPER_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {value === 'mealtime' ? 'Mealtime' : 'Catering'}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Field
        label="Category description"
        value={description}
        error={shown.description}
        onChange={(e) => setDescription(e.target.value)}
        wide
      />
      {drafting && (
        <Field
          label="Place among the categories"
          hint="1 is first. Guests see the new place when the draft is published."
          inputMode="numeric"
          autoComplete="off"
          value={place}
          error={shown.position}
          onChange={(e) => setPlace(e.target.value)}
        />
      )}
      <div className="bo-row">
        <Button type="submit" size="small" disabled={props.isPending}>
          {props.isPending
            ? 'Saving…'
            : props.category
              ? props.toDraft
                ? `Save to ${props.toDraft}`
                : 'Save the category'
              : 'Add the category'}
        </Button>
        {props.onCancel && (
          <Button size="small" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
