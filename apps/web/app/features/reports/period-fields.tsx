/** A report's chosen days: From and To, each with its own refusal beside it (reportPeriodProblem). */
export function PeriodFields(props: {
  idPrefix: string
  from: string
  to: string
  problem: { field: 'from' | 'to'; message: string } | null
  onChange: (change: { from?: string; to?: string }) => void
}) {
  const fields = [
    { field: 'from', label: 'From', value: props.from },
    { field: 'to', label: 'To', value: props.to },
  ] as const
  return (
    <>
      {fields.map(({ field, label, value }) => {
        const id = `${props.idPrefix}-${field}`
        const error = props.problem?.field === field ? props.problem.message : null
        return (
          <div className="bo-field" key={field}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              type="date"
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => props.onChange({ [field]: event.target.value })}
            />
            {error && (
              <span className="bo-field__error" id={`${id}-error`} role="alert">
                {error}
              </span>
            )}
          </div>
        )
      })}
    </>
  )
}
