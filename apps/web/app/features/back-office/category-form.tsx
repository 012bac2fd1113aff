import type { TCatalogueCategory, TCategoryInput } from '@deli/contracts'
import { SUPER_CATEGORIES } from '@deli/contracts/constants'
import { categoryFieldProblems } from '@deli/domain/catalogue-rules'
import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { Field } from './form-fields.tsx'

/** Add or rename a category: name, description, super category; checked with the contracts' limits and sentences. */
export function CategoryForm(props: {
  category?: TCatalogueCategory
  isPending: boolean
  onSubmit: (input: TCategoryInput) => void
  onCancel?: () => void
  serverErrors?: Record<string, string>
  /** The chosen draft's label when an edit goes to a draft, not live (ADR 059). */
  toDraft?: string
}) {
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
        const problems = categoryFieldProblems(input)
        setErrors(problems)
        if (Object.keys(problems).length === 0) props.onSubmit(input)
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
