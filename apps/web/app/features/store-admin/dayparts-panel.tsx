import type { TStoreDayparts } from '@deli/contracts'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { checkDayparts, daypartDraftOf, newDaypartKey, type TDaypartDraft } from './daypart-draft.ts'
import { storeAdminApi } from './store-admin-api.ts'

/**
 * When the store sells each category (ADR 060): everyday windows in store time and one-offs by date
 * (a holiday's hours, or a day off). Outside its window a product stays on the menu as 'not available
 * now' and can be ordered ahead into the window. Managers of the store and chain admins edit.
 */
export function DaypartsPanel(props: { storeId: number; initial: TStoreDayparts }) {
  const { storeId } = props
  const [saved, setSaved] = useState(props.initial)
  const [rows, setRows] = useState<TDaypartDraft[]>(() => props.initial.dayparts.map(daypartDraftOf))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState('')
  const ids = useId()
  const canEdit = saved.may_edit
  const save = useMutation({
    mutationFn: (dayparts: Parameters<typeof storeAdminApi.setDayparts>[1]) =>
      storeAdminApi.setDayparts(storeId, dayparts),
    onSuccess: (answer) => {
      setSaved(answer)
      setRows(answer.dayparts.map(daypartDraftOf))
      setErrors({})
      setStatus(`Dayparts saved: ${answer.dayparts.length} in force.`)
    },
    onError: (error) => {
      setStatus('')
      setErrors({ form: error instanceof ApiError ? error.message : 'The dayparts were not saved.' })
    },
  })
  const update = (key: string, change: Partial<TDaypartDraft>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))
  const firstCategory = String(saved.categories[0]?.id ?? '')

  return (
    <section className="store-admin__section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Dayparts</h2>
      <p className="store-admin__hint">
        Times are the store’s own ({saved.timezone}). A category without a daypart is sold whenever the store
        is open. A dated row replaces the everyday one on that date.
      </p>
      <p className="store-admin__status" role="status">
        {status}
      </p>
      {errors.form && (
        <p className="store-admin__failure" role="alert">
          {errors.form}
        </p>
      )}
      {!canEdit && (
        <p className="store-admin__note">Only the store’s manager or a chain admin can change dayparts.</p>
      )}
      <form
        noValidate
        aria-busy={save.isPending}
        onSubmit={(event) => {
          event.preventDefault()
          const checked = checkDayparts(rows)
          if (!checked.ok) {
            setStatus('')
            setErrors({ ...checked.errors, form: 'Please correct the dayparts marked below.' })
            return
          }
          setStatus('Saving…')
          save.mutate(checked.dayparts)
        }}
      >
        <fieldset disabled={!canEdit} className="store-admin__dayparts">
          <legend className="visually-hidden">Dayparts of this store</legend>
          {rows.length === 0 && <p>No dayparts: every category is sold whenever the store is open.</p>}
          {rows.map((row, index) => {
            const id = `${ids}-${row.key}`
            const error = errors[row.key]
            const described = error ? `${id}-error` : undefined
            return (
              <fieldset key={row.key} className="store-admin__daypart">
                <legend className="visually-hidden">Daypart {index + 1}</legend>
                <label>
                  Category
                  <select
                    value={row.categoryId}
                    aria-describedby={described}
                    onChange={(e) => update(row.key, { categoryId: e.target.value })}
                  >
                    {saved.categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Name
                  <input
                    value={row.name}
                    aria-describedby={described}
                    onChange={(e) => update(row.key, { name: e.target.value })}
                  />
                </label>
                <label>
                  Date (empty: every day)
                  <input
                    type="date"
                    value={row.day}
                    aria-describedby={described}
                    onChange={(e) => update(row.key, { day: e.target.value })}
                  />
                </label>
                {row.day !== '' && (
                  <label className="store-admin__check">
                    <input
                      type="checkbox"
                      checked={row.isOff}
                      onChange={(e) => update(row.key, { isOff: e.target.checked })}
                    />
                    Not sold that day
                  </label>
                )}
                {!(row.isOff && row.day !== '') && (
                  <>
                    <label>
                      From
                      <input
                        type="time"
                        value={row.start}
                        aria-describedby={described}
                        onChange={(e) => update(row.key, { start: e.target.value })}
                      />
                    </label>
                    <label>
                      Until
                      <input
                        type="time"
                        value={row.end}
                        aria-describedby={described}
                        onChange={(e) => update(row.key, { end: e.target.value })}
                      />
                    </label>
                  </>
                )}
                <label>
                  Notice (hours)
                  <input
                    inputMode="decimal"
                    value={row.noticeHours}
                    aria-describedby={described}
                    onChange={(e) => update(row.key, { noticeHours: e.target.value })}
                  />
                </label>
                <Button
                  size="small"
                  variant="outline"
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  Remove<span className="visually-hidden"> daypart {index + 1}</span>
                </Button>
                {error && (
                  <p className="store-admin__error" id={`${id}-error`}>
                    {error}
                  </p>
                )}
              </fieldset>
            )
          })}
        </fieldset>
        {canEdit && (
          <div className="store-admin__actions">
            <Button
              size="small"
              variant="outline"
              onClick={() =>
                setRows((current) => [
                  ...current,
                  {
                    key: newDaypartKey(),
                    categoryId: firstCategory,
                    name: 'Breakfast',
                    day: '',
                    start: '06:00',
                    end: '10:30',
                    isOff: false,
                    noticeHours: '0',
                  },
                ])
              }
            >
              Add a daypart
            </Button>
            <Button size="small" type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save dayparts'}
            </Button>
          </div>
        )}
      </form>
    </section>
  )
}
