import type { TDraftChangeBody } from '@deli/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import type { TProductSaving } from '../back-office/index.ts'
import type { TPriceSaving } from '../price-admin/index.ts'
import { DRAFTS_KEY, draftsApi } from './drafts-api.ts'

/** The open draft a page saves to, or null: its changes go live. */
export type TChosenDraft = { id: string; name: string } | null

const labelOf = (draft: { name: string }) => `draft “${draft.name}”`

/** A drafted new product as the catalogue marks it (ADR 059): in its category, named with its draft. */
export type TDraftedProduct = { name: string; categoryId: number; draft: string }

/**
 * The open drafts' new products, for the catalogue to show where they will go (a chain admin's; a
 * manager has no drafts to read).
 */
export function useDraftedProducts(enabled: boolean): TDraftedProduct[] {
  const drafts = useQuery({ queryKey: DRAFTS_KEY, queryFn: draftsApi.list, enabled })
  return (drafts.data?.drafts ?? [])
    .filter((draft) => draft.status === 'open')
    .flatMap((draft) =>
      draft.changes.flatMap((change) =>
        change.new_product
          ? [
              {
                name: change.new_product.name,
                categoryId: change.new_product.category_id,
                draft: labelOf(draft),
              },
            ]
          : [],
      ),
    )
}

/** The Prices page's destination for a chosen draft (ADR 059). */
export const priceSaving = (draft: TChosenDraft): TPriceSaving =>
  draft && {
    label: labelOf(draft),
    send: (body) => draftsApi.addChange(draft.id, { kind: 'price', price: body }),
  }

/**
 * The catalogue's destination of a product's edit, a new product and a category's edit for a chosen
 * draft (ADR 059). Each save refreshes the drafts, so the catalogue marks a drafted new product at once.
 */
export function useProductSaving(draft: TChosenDraft): TProductSaving {
  const client = useQueryClient()
  if (!draft) return null
  const add = async (change: TDraftChangeBody) => {
    const answer = await draftsApi.addChange(draft.id, change)
    await client.invalidateQueries({ queryKey: DRAFTS_KEY })
    return answer
  }
  return {
    label: labelOf(draft),
    send: (id, input) => add({ kind: 'product', product_id: id, product: input }),
    sendNew: (input) => add({ kind: 'new_product', product: input }),
    sendCategory: (id, input, position) =>
      add({ kind: 'category', category_id: id, category: input, ...(position ? { position } : {}) }),
  }
}

/**
 * A chain admin's choice on the Prices page and the catalogue: save live now, or to one of the open
 * drafts (to preview and publish from the Drafts page). Managers have no drafts: their changes go live.
 */
export function DraftChooser(props: { label: string; onChange: (draft: TChosenDraft) => void }) {
  const drafts = useQuery({ queryKey: DRAFTS_KEY, queryFn: draftsApi.list })
  const open = (drafts.data?.drafts ?? []).filter((draft) => draft.status === 'open')
  const [chosen, setChosen] = useState('')
  const id = useId()
  const { onChange } = props
  const draft = open.find((candidate) => candidate.id === chosen)
  const draftId = draft?.id
  const draftName = draft?.name
  useEffect(() => {
    onChange(draftId && draftName !== undefined ? { id: draftId, name: draftName } : null)
  }, [draftId, draftName, onChange])
  return (
    <div className="field drafts__chooser">
      <label htmlFor={id}>{props.label}</label>
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
            Guests see these changes only when the draft is published.{' '}
            <Link to="/staff/back-office/drafts">Preview and publish it</Link>
          </>
        ) : (
          <>
            Guests see a change as soon as you save it.{' '}
            <Link to="/staff/back-office/drafts">Start a draft</Link> to preview changes first.
          </>
        )}
      </p>
    </div>
  )
}
