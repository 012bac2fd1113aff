import type { TPromotion, TPromotionBody, TPromotionList } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useFocusAfterCommit } from '../../ui/use-focus-after-commit.ts'
import { promotionApi } from './promotion-api.ts'
import { promotionConditionsText } from './promotion-conditions.ts'
import { draftOf, newDraft } from './promotion-draft.ts'
import { PromotionForm } from './promotion-form.tsx'
import { promotionStatus, promotionWhenText } from './promotion-when.ts'

const KEY = ['back-office-promotions'] as const
const NEW_BUTTON_ID = 'new-promotion'
const editButtonId = (id: string) => `edit-promotion-${id}`
export const PROMOTION_PAGE_TEXTS = Object.freeze({
  saved: (name: string) => `${name} saved.`,
  ended: (name: string) => `${name} ended.`,
  checkFields: 'Check the fields marked below.',
  readOnly: 'You can see the chain’s promotions; a chain admin creates and changes them.',
  empty: 'No promotions yet.',
  storeTime: 'Start and end times are each store’s own.',
})

const worthText = (promotion: TPromotion, products: TPromotionList['products']) => {
  if (promotion.kind === 'amount') return `${formatMoney(promotion.amount ?? 0)} off`
  if (promotion.kind === 'percent') return `${promotion.percent ?? 0}% off`
  return `Free ${products.find((product) => product.id === promotion.free_product_id)?.name ?? 'item'}`
}
const ordersText = (count: number) => `${count} order${count === 1 ? '' : 's'}`
const budgetText = (promotion: TPromotion) =>
  [
    promotion.budget_uses === null ? '' : `${promotion.uses} of ${ordersText(promotion.budget_uses)}`,
    promotion.budget_cents === null
      ? ''
      : `${formatMoney(promotion.spent_cents)} of ${formatMoney(promotion.budget_cents)}`,
  ]
    .filter(Boolean)
    .join(', ') || ordersText(promotion.uses)

type TEditing = { promotion: TPromotion | null } | null

/**
 * The back office's Promotions page (ADR 061): the chain's promotions with their uses; a chain admin
 * creates, edits and ends them (managers read). Reads and changes are TanStack Query's; a change
 * says what happened in a status line, or the API's sentence (and its sentences per field).
 */
export function PromotionsPanel(props: { initial: TPromotionList }) {
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: KEY, queryFn: promotionApi.list, initialData: props.initial }).data
  const [editing, setEditing] = useState<TEditing>(null)
  const [done, setDone] = useState('')
  const [failure, setFailure] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const focusAfterCommit = useFocusAfterCommit()
  const fail = (error: unknown) => {
    setDone('')
    setFailure(error instanceof Error ? error.message : 'That did not work. Please try again.')
    setFieldErrors(error instanceof ApiError ? error.errors : {})
  }
  const save = useMutation({
    mutationFn: (input: { id: string | null; body: TPromotionBody }) =>
      input.id ? promotionApi.update(input.id, input.body) : promotionApi.create(input.body),
    onSuccess: (saved) => {
      setEditing(null)
      setFailure('')
      setFieldErrors({})
      setDone(PROMOTION_PAGE_TEXTS.saved(saved.name))
      // Focus back where the form was opened from (the form is gone): the New promotion button.
      focusAfterCommit(() => document.getElementById(NEW_BUTTON_ID))
      return queryClient.invalidateQueries({ queryKey: KEY })
    },
    onError: fail,
  })
  const [ending, setEnding] = useState<TPromotion | null>(null)
  const end = useMutation({
    mutationFn: (promotion: TPromotion) => promotionApi.end(promotion.id),
    onSuccess: (ended) => {
      setFailure('')
      setDone(PROMOTION_PAGE_TEXTS.ended(ended.name))
      return queryClient.invalidateQueries({ queryKey: KEY })
    },
    onError: fail,
  })
  const open = (promotion: TPromotion | null) => {
    setDone('')
    setFailure('')
    setFieldErrors({})
    setEditing({ promotion })
  }
  return (
    <div className="availability promotions">
      <p className="availability__status" role="status">
        {done}
      </p>
      {failure && (
        <p className="availability__failure" role="alert">
          {Object.keys(fieldErrors).length > 0 ? `${failure} ${PROMOTION_PAGE_TEXTS.checkFields}` : failure}
        </p>
      )}
      {list.can_edit ? (
        !editing && (
          <Button id={NEW_BUTTON_ID} className="promotions__new" onClick={() => open(null)}>
            New promotion
          </Button>
        )
      ) : (
        <p className="muted">{PROMOTION_PAGE_TEXTS.readOnly}</p>
      )}
      {editing && (
        <PromotionForm
          key={editing.promotion?.id ?? 'new'}
          title={editing.promotion ? `Edit ${editing.promotion.name}` : 'New promotion'}
          initial={editing.promotion ? draftOf(editing.promotion) : newDraft(new Date())}
          choices={list}
          saving={save.isPending}
          serverErrors={fieldErrors}
          onSave={(body) => save.mutate({ id: editing.promotion?.id ?? null, body })}
          onCancel={() => {
            // Back to the button the form was opened from (the form is gone).
            const from = editing.promotion ? editButtonId(editing.promotion.id) : NEW_BUTTON_ID
            setEditing(null)
            focusAfterCommit(() => document.getElementById(from))
          }}
        />
      )}
      <section className="availability__section" aria-labelledby="promotions-list-title">
        <h2 id="promotions-list-title">Promotions</h2>
        {list.promotions.length === 0 ? (
          <p className="muted">{PROMOTION_PAGE_TEXTS.empty}</p>
        ) : (
          <p className="muted">{PROMOTION_PAGE_TEXTS.storeTime}</p>
        )}
        {list.promotions.length > 0 && (
          <ul className="promotions__list">
            {list.promotions.map((promotion) => (
              <li key={promotion.id} className="promotions__item">
                <div className="promotions__main">
                  <h3 className="promotions__name">{promotion.name}</h3>
                  <p className="promotions__facts">
                    {worthText(promotion, list.products)} ·{' '}
                    {promotion.code ? `Code ${promotion.code}` : 'Automatic'} · {promotionWhenText(promotion)}
                  </p>
                  <p className="promotions__facts">{promotionConditionsText(promotion, list)}</p>
                  <p className="promotions__facts">
                    {promotionStatus(promotion, new Date())} · {budgetText(promotion)}
                    {promotion.region ? ` · Region ${promotion.region}` : ''}
                  </p>
                </div>
                {list.can_edit && !promotion.ended_at && (
                  <div className="promotions__actions">
                    <Button
                      id={editButtonId(promotion.id)}
                      size="small"
                      variant="outline"
                      onClick={() => open(promotion)}
                      aria-label={`Edit ${promotion.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      variant="outline"
                      aria-label={`End ${promotion.name}`}
                      aria-busy={end.isPending && end.variables?.id === promotion.id}
                      disabled={end.isPending}
                      // Ending takes the offer away from guests at once: asked first.
                      onClick={() => setEnding(promotion)}
                    >
                      End
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={ending !== null}
        title={`End ${ending?.name ?? 'this promotion'}?`}
        body="Guests can no longer use it from now on. A chain admin can undo this from the audit trail."
        confirmLabel="End it"
        dismissLabel="Keep it running"
        onConfirm={() => (ending ? end.mutateAsync(ending) : Promise.resolve())}
        onClose={() => setEnding(null)}
        // Its Edit and End buttons went with it: the keyboard goes to New promotion.
        onConfirmed={() => focusAfterCommit(() => document.getElementById(NEW_BUTTON_ID))}
      />
    </div>
  )
}
