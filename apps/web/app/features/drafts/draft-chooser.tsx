import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import type { TPriceSaving } from '../price-admin/index.ts'
import { DRAFTS_KEY, draftsApi } from './drafts-api.ts'

/**
 * A chain admin's choice on the Prices page: save prices live now, or to one of the open drafts (to
 * preview and publish from the Drafts page). Managers have no drafts: their prices go live.
 */
export function DraftChooser(props: { onChange: (saving: TPriceSaving) => void }) {
  const drafts = useQuery({ queryKey: DRAFTS_KEY, queryFn: draftsApi.list })
  const open = (drafts.data?.drafts ?? []).filter((draft) => draft.status === 'open')
  const [chosen, setChosen] = useState('')
  const id = useId()
  const { onChange } = props
  const draft = open.find((candidate) => candidate.id === chosen)
  useEffect(() => {
    onChange(
      draft
        ? {
            label: `draft “${draft.name}”`,
            send: (body) => draftsApi.addChange(draft.id, { kind: 'price', price: body }),
          }
        : null,
    )
  }, [draft, onChange])
  return (
    <div className="field drafts__chooser">
      <label htmlFor={id}>Save prices</label>
      <select
        id={id}
        className="text-input"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">Live now</option>
        {open.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            To draft: {candidate.name}
          </option>
        ))}
      </select>
      <p className="drafts__hint">
        {draft ? (
          <>
            Guests see these prices only when the draft is published.{' '}
            <Link to="/staff/back-office/drafts">Preview and publish it</Link>
          </>
        ) : (
          <>
            Guests see a price as soon as you set it.{' '}
            <Link to="/staff/back-office/drafts">Start a draft</Link> to preview changes first.
          </>
        )}
      </p>
    </div>
  )
}
