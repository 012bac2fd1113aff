import type { TDraft, TDraftList } from '@deli/contracts'
import { DRAFT_MESSAGES, DRAFT_NAME_MAX } from '@deli/contracts/constants'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { ChangeStatus, useStaffChange } from '../staff/index.ts'
import { DRAFTS_KEY, draftsApi } from './drafts-api.ts'

type TChange = ReturnType<typeof useStaffChange<unknown>>
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The Drafts page (ADR 059): a chain admin starts a draft, fills it from the Prices page, previews it
 * on one store's real menu page (a preview cookie only staff get; the page says it is not published),
 * then publishes it — every change at once — or discards it.
 */
export function DraftsPanel(props: { initial: TDraftList }) {
  const drafts = useQuery({ queryKey: DRAFTS_KEY, queryFn: draftsApi.list, initialData: props.initial }).data
  const change = useStaffChange<unknown>(DRAFTS_KEY, { answerIsState: false })
  const open = drafts.drafts.filter((draft) => draft.status === 'open')
  const closed = drafts.drafts.filter((draft) => draft.status !== 'open')
  const ids = useId()
  return (
    <div className="availability drafts">
      <ChangeStatus done={change.done} failure={change.failure} />
      <NewDraft change={change} />
      <section className="availability__section" aria-labelledby={`${ids}-open`}>
        <h2 id={`${ids}-open`}>Open drafts</h2>
        {open.length === 0 ? (
          <p className="drafts__hint">
            No open drafts. Start one above, then save prices to it on a store’s Prices page.
          </p>
        ) : (
          open.map((draft) => <OpenDraft key={draft.id} draft={draft} change={change} />)
        )}
        <Button
          size="small"
          variant="outline"
          disabled={change.isPending}
          onClick={() =>
            change.run(draftsApi.endPreview, 'The preview has ended: menu pages show what is published.')
          }
        >
          End preview
        </Button>
      </section>
      {closed.length > 0 && (
        <section className="availability__section" aria-labelledby={`${ids}-closed`}>
          <h2 id={`${ids}-closed`}>Published and discarded</h2>
          <ul className="availability__items">
            {closed.map((draft) => (
              <li key={draft.id} className="availability__item">
                <span className="availability__name">
                  {draft.name}
                  <span className="availability__where">
                    {draft.status === 'published' ? 'Published' : 'Discarded'} by {draft.closed_by}
                    {draft.closed_at ? `, ${when(draft.closed_at)}` : ''} · {draft.changes.length}{' '}
                    {draft.changes.length === 1 ? 'change' : 'changes'}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function NewDraft(props: { change: TChange }) {
  const [name, setName] = useState('')
  const id = useId()
  return (
    <form
      className="availability__section drafts__new"
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = name.trim()
        if (trimmed === '' || trimmed.length > DRAFT_NAME_MAX) return props.change.refuse(DRAFT_MESSAGES.name)
        props.change.run(
          () => draftsApi.create(trimmed),
          `Draft “${trimmed}” started. Choose it under “Save prices” on a store’s Prices page.`,
        )
        setName('')
      }}
    >
      <div className="field">
        <label htmlFor={id}>New draft’s name</label>
        <input
          id={id}
          className="text-input"
          value={name}
          maxLength={DRAFT_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" size="small" disabled={props.change.isPending}>
        Start a draft
      </Button>
    </form>
  )
}

function OpenDraft(props: { draft: TDraft; change: TChange }) {
  const { draft, change } = props
  // The first store the draft prices; a chain admin may type any store's number (a chain has
  // thousands: no list of them all, ADR 059).
  const drafted = draft.changes.find((item) => item.store_id !== null)
  const [storeId, setStoreId] = useState(String(drafted?.store_id ?? ''))
  const ids = useId()
  const isEmpty = draft.changes.length === 0
  return (
    <article className="drafts__draft" aria-labelledby={`${ids}-name`}>
      <h3 id={`${ids}-name`}>{draft.name}</h3>
      <p className="drafts__hint">
        Started by {draft.created_by}, {when(draft.created_at)}. Not published: guests do not see these
        changes.
      </p>
      {isEmpty ? (
        <p>No changes yet.</p>
      ) : (
        <ul className="drafts__changes" aria-label={`Changes in ${draft.name}`}>
          {draft.changes.map((item) => (
            <li key={item.id}>{item.summary}</li>
          ))}
        </ul>
      )}
      <div className="drafts__actions">
        <div className="field">
          <label htmlFor={`${ids}-store`}>Preview at</label>
          <input
            id={`${ids}-store`}
            className="text-input"
            inputMode="numeric"
            pattern="[0-9]*"
            aria-describedby={`${ids}-store-hint`}
            value={storeId}
            onChange={(event) => setStoreId(event.target.value.replace(/\D/g, ''))}
          />
          <p id={`${ids}-store-hint`} className="drafts__hint">
            A store number (on each store's page in the back office).
          </p>
        </div>
        <Button
          size="small"
          variant="outline"
          disabled={change.isPending || storeId === ''}
          onClick={() =>
            change.run(async () => {
              const { path } = await draftsApi.preview(draft.id, Number(storeId))
              // A whole page load: the menu page's server render reads the preview cookie.
              window.location.assign(path)
              return path
            }, 'Opening the preview…')
          }
        >
          Preview menu
        </Button>
        <Button
          size="small"
          disabled={change.isPending || isEmpty}
          onClick={() =>
            change.run(
              () => draftsApi.publish(draft.id),
              `Draft “${draft.name}” published: guests see its ${draft.changes.length === 1 ? 'change' : 'changes'} now.`,
            )
          }
        >
          Publish
        </Button>
        <Button
          size="small"
          variant="outline"
          disabled={change.isPending}
          onClick={() => change.run(() => draftsApi.discard(draft.id), `Draft “${draft.name}” discarded.`)}
        >
          Discard
        </Button>
      </div>
    </article>
  )
}
