import type { TStoreAdmin } from '@deli/contracts'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { storeAdminApi } from './store-admin-api.ts'
import { pointAfter, previewOf, squareAround, type TPointDraft, zonePoints } from './zone-draft.ts'

const draftsOf = (store: TStoreAdmin): TPointDraft[] =>
  store.delivery_zone?.type === 'polygon'
    ? store.delivery_zone.points.map(([lat, lng]) => ({ lat: String(lat), lng: String(lng) }))
    : squareAround(store.latitude, store.longitude)

/**
 * A store's delivery area drawn as corners (ADR 060: `delivery_zone` of type polygon), by a chain
 * admin: each corner's latitude and longitude typed, corners added, removed and reordered with
 * buttons, and a preview of the shape around the store (north up, to scale, no streets). Saving
 * replaces a radius; the settings form's radius replaces the area again.
 */
export function ZoneEditor(props: { store: TStoreAdmin; onSaved: (store: TStoreAdmin) => void }) {
  const { store } = props
  const id = useId()
  const [points, setPoints] = useState<TPointDraft[]>(() => draftsOf(store))
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')
  const save = useMutation({
    mutationFn: (corners: [number, number][]) =>
      storeAdminApi.update(store.id, { delivery_zone: { type: 'polygon', points: corners } }),
    onSuccess: (saved) => {
      setError('')
      setStatus(`Delivery area saved: ${points.length} points.`)
      props.onSaved(saved)
    },
    onError: (failure) => {
      setStatus('')
      setError(failure instanceof ApiError ? failure.message : 'The delivery area was not saved.')
    },
  })
  if (store.may_edit !== 'all') return null
  const preview = previewOf(points, store)
  const edit = (index: number, change: Partial<TPointDraft>) =>
    setPoints(points.map((point, at) => (at === index ? { ...point, ...change } : point)))
  const move = (index: number, to: number) => {
    const next = [...points]
    const [moved] = next.splice(index, 1)
    if (moved) next.splice(to, 0, moved)
    setPoints(next)
    setStatus(`Point ${index + 1} is now point ${to + 1}.`)
  }
  return (
    <section className="store-admin__section zone-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delivery area</h2>
      <p className="store-admin__note">
        {store.delivery_zone?.type === 'polygon'
          ? `The store delivers inside an area of ${store.delivery_zone.points.length} points.`
          : 'The store delivers by radius (or not at all). Saving an area here replaces it; it starts as a square around the store.'}
      </p>
      <svg
        className="zone-editor__preview"
        viewBox="0 0 160 160"
        width="160"
        height="160"
        role="img"
        aria-label={`Preview of the delivery area: ${points.length} points around the store, north up`}
      >
        <rect x="1" y="1" width="158" height="158" rx="10" className="store-admin__preview-frame" />
        {preview.points && <polygon points={preview.points} className="store-admin__preview-zone" />}
        <circle cx={preview.store.x} cy={preview.store.y} r="4" className="store-admin__preview-store" />
      </svg>
      <form
        noValidate
        aria-busy={save.isPending}
        onSubmit={(event) => {
          event.preventDefault()
          const checked = zonePoints(points)
          if ('error' in checked) {
            setStatus('')
            return setError(checked.error)
          }
          setStatus('Saving…')
          save.mutate(checked.points)
        }}
      >
        <ol className="zone-editor__points">
          {points.map((point, index) => (
            // Corners have no identity of their own but their place in the list.
            // biome-ignore lint/suspicious/noArrayIndexKey: the place is the corner's name
            <li key={index}>
              <fieldset className="zone-editor__point">
                <legend>Point {index + 1}</legend>
                <CoordField
                  id={`${id}-lat-${index}`}
                  label="Latitude"
                  value={point.lat}
                  onChange={(lat) => edit(index, { lat })}
                />
                <CoordField
                  id={`${id}-lng-${index}`}
                  label="Longitude"
                  value={point.lng}
                  onChange={(lng) => edit(index, { lng })}
                />
                <span className="zone-editor__moves">
                  <Button
                    size="small"
                    variant="outline"
                    aria-label={`Move point ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Up
                  </Button>
                  <Button
                    size="small"
                    variant="outline"
                    aria-label={`Add a point after point ${index + 1}`}
                    onClick={() => {
                      setPoints([
                        ...points.slice(0, index + 1),
                        pointAfter(points, index),
                        ...points.slice(index + 1),
                      ])
                      setStatus(`Point ${index + 2} added.`)
                    }}
                  >
                    Add after
                  </Button>
                  <Button
                    size="small"
                    variant="outline"
                    aria-label={`Remove point ${index + 1}`}
                    onClick={() => {
                      setPoints(points.filter((_, at) => at !== index))
                      setStatus(`Point ${index + 1} removed.`)
                    }}
                  >
                    Remove
                  </Button>
                </span>
              </fieldset>
            </li>
          ))}
        </ol>
        <p className="store-admin__status" role="status">
          {status}
        </p>
        {error && (
          <p className="store-admin__failure" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" size="small" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save delivery area'}
        </Button>
      </form>
    </section>
  )
}

/** One coordinate of a point: its label stays beside its box, whatever wraps. */
function CoordField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <span className="zone-editor__coord">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className="text-input"
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </span>
  )
}
