import { useId } from 'react'

/**
 * A labelled search box as the staff lists' finders have it: a hint under the label, the box, and a
 * polite live line saying what the search found (a store finder's matches, a promotion's products).
 */
export function SearchField(props: {
  label: string
  hint: string
  value: string
  onChange: (text: string) => void
  status: string
  className?: string
}) {
  const id = useId()
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <label htmlFor={`${id}-search`}>{props.label}</label>
      <p className="field-note" id={`${id}-hint`}>
        {props.hint}
      </p>
      <input
        id={`${id}-search`}
        className="text-input"
        type="search"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p className="field-note" aria-live="polite">
        {props.status}
      </p>
    </div>
  )
}
