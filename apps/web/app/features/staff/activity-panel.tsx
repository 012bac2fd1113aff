import type { TStoreActivity, TStoreActivityKind } from '@deli/contracts'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { CursorPageButtons, useCursorPages } from '../../ui/cursor-pages.tsx'
import { activitySentence } from './activity-sentence.ts'
import { staffApi } from './staff-api.ts'

/** Short enough to show whole in the select on a phone; the hint under it says what each holds. */
const KIND_LABELS: Record<TStoreActivityKind, string> = {
  settings: 'The store’s settings',
  orders: 'Orders and check-ins',
}
const KIND_HINTS: Record<TStoreActivityKind, string> = {
  settings: 'Hours, capacity, stations, order timing, closed days, held items and kiosks.',
  orders: 'Orders moved on the board and members checked in.',
}

/** When, in the store's own time: what its staff saw on the clock. */
const whenAt = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(
    new Date(iso),
  )

/**
 * A store's activity (ADR 044): who did what there, newest first, its settings or its orders, a
 * page at a time — the record the store's changes leave besides the back office's audit trail.
 */
export function ActivityPanel(props: { storeId: number; timezone: string; initial: TStoreActivity }) {
  const [kind, setKind] = useState<TStoreActivityKind>('settings')
  const cursor = useCursorPages()
  const { before } = cursor
  const query = new URLSearchParams({ kind, ...(before ? { before } : {}) }).toString()
  const isFirst = kind === 'settings' && !before
  const activity = useQuery({
    queryKey: ['staff', 'activity', props.storeId, query],
    queryFn: () => staffApi.activity(props.storeId, query),
    initialData: isFirst ? props.initial : undefined,
  })
  const ids = useId()
  const page = activity.data
  return (
    <section className="availability__section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>What was done here</h2>
      <label className="availability__field">
        Show
        <select
          value={kind}
          aria-describedby={`${ids}-hint`}
          onChange={(event) => {
            cursor.reset()
            setKind(event.target.value as TStoreActivityKind)
          }}
        >
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <p className="availability__hint" id={`${ids}-hint`}>
        {KIND_HINTS[kind]}
      </p>
      {activity.isPending && <p role="status">Loading…</p>}
      {activity.error && (
        <p className="availability__failure" role="alert">
          {activity.error instanceof ApiError ? activity.error.message : 'The activity did not load.'}
        </p>
      )}
      {page && page.actions.length === 0 && <p className="bo-muted">Nothing yet.</p>}
      {page && page.actions.length > 0 && (
        <ul className="availability__items">
          {page.actions.map((entry) => (
            <li key={entry.id} className="availability__item">
              <span className="availability__name">
                {activitySentence(entry)}
                <span className="availability__where">
                  {entry.staffName} · {whenAt(entry.createdAt, props.timezone)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <CursorPageButtons cursor={cursor} next={page?.next} newer="Newer" older="Older" />
    </section>
  )
}
