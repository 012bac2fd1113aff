import type { TAuditChange, TAuditPage, TStaffStore } from '@deli/contracts'
import { AUDIT_ENTITIES } from '@deli/contracts/catalogue-rules'
import { REPORT_DAYS_REVERSED } from '@deli/contracts/report-constants'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { CursorPageButtons, useCursorPages } from '../../ui/cursor-pages.tsx'
import { ScrollRegion } from '../../ui/scroll-region.tsx'
import { ChangeStatus } from '../staff/index.ts'
import { changedWhen, describeChange, entityLabel } from './audit-summary.ts'
import { backOfficeApi } from './back-office-api.ts'
import { Field } from './form-fields.tsx'

type TFilters = { entity: string; store_id: string; from: string; to: string }
const NO_FILTERS: TFilters = { entity: '', store_id: '', from: '', to: '' }

const queryOf = (filters: TFilters, before?: string) =>
  new URLSearchParams(
    Object.entries({ ...filters, ...(before ? { before } : {}) }).filter(([, value]) => value !== ''),
  ).toString()

/**
 * The audit trail (ADR 057): who changed what, when and from where, newest first, filtered by kind
 * and days, a page at a time; a chain admin reverts a change that can be undone.
 */
export function AuditPanel(props: { initial: TAuditPage; stores: TStaffStore[]; isAdmin: boolean }) {
  // The team's changes are the chain admins' to read (ADR 022): a manager is not offered the kind.
  const entities = props.isAdmin ? AUDIT_ENTITIES : AUDIT_ENTITIES.filter((kind) => kind !== 'staff-account')
  const [filters, setFilters] = useState<TFilters>(NO_FILTERS)
  const [draft, setDraft] = useState<TFilters>(NO_FILTERS)
  const cursor = useCursorPages()
  const [done, setDone] = useState('')
  const [failure, setFailure] = useState('')
  const [daysProblem, setDaysProblem] = useState('')
  const { before } = cursor
  const key = ['back-office', 'audit', queryOf(filters, before)]
  const isFirst = filters === NO_FILTERS && !before
  const audit = useQuery({
    queryKey: key,
    queryFn: () => backOfficeApi.audit(queryOf(filters, before)),
    initialData: isFirst ? props.initial : undefined,
  })
  const queryClient = useQueryClient()
  const revert = useMutation({
    mutationFn: (change: TAuditChange) => backOfficeApi.revert(change.id),
    onSuccess: (_answer, change) => {
      setFailure('')
      setDone(`Reverted: ${describeChange(change)}.`)
      void queryClient.invalidateQueries({ queryKey: ['back-office'] })
    },
    onError: (error) => {
      setDone('')
      setFailure(error instanceof ApiError ? error.message : 'That change was not reverted.')
    },
  })
  const ids = useId()
  const page = audit.data
  // A manager reverts nothing: no empty column for them.
  const mayRevert = page?.changes.some((change) => change.canRevert) ?? false
  return (
    <div className="bo-audit">
      <form
        className="bo-section bo-filters"
        aria-label="Filter the audit trail"
        onSubmit={(event) => {
          event.preventDefault()
          // The reports' rule for days the wrong way round, beside the field, before anything is asked.
          const reversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to
          setDaysProblem(reversed ? REPORT_DAYS_REVERSED : '')
          if (reversed) return document.getElementById(`${ids}-to`)?.focus()
          cursor.reset()
          setFilters(draft)
        }}
      >
        <div className="bo-field">
          <label htmlFor={`${ids}-entity`}>Kind of change</label>
          <select
            id={`${ids}-entity`}
            value={draft.entity}
            onChange={(event) => setDraft({ ...draft, entity: event.target.value })}
          >
            <option value="">Everything</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(entity)}
              </option>
            ))}
          </select>
        </div>
        {props.stores.length > 0 ? (
          <div className="bo-field">
            <label htmlFor={`${ids}-store`}>Store</label>
            <select
              id={`${ids}-store`}
              value={draft.store_id}
              onChange={(event) => setDraft({ ...draft, store_id: event.target.value })}
            >
              <option value="">The chain and every store</option>
              {props.stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          // A chain admin works at every store (40,000): the store's number, not a list of them.
          <Field
            label="Store number"
            id={`${ids}-store`}
            inputMode="numeric"
            autoComplete="off"
            hint="Empty: the chain and every store."
            value={draft.store_id}
            onChange={(event) => setDraft({ ...draft, store_id: event.target.value.trim() })}
          />
        )}
        <Field
          label="From"
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Field
          label="To"
          id={`${ids}-to`}
          type="date"
          value={draft.to}
          error={daysProblem || undefined}
          onChange={(e) => {
            setDaysProblem('')
            setDraft({ ...draft, to: e.target.value })
          }}
        />
        <div className="bo-filters__submit">
          <Button type="submit" size="small">
            Show changes
          </Button>
        </div>
      </form>
      <ChangeStatus
        done={done}
        failure={failure || (audit.error instanceof ApiError ? audit.error.message : '')}
      />
      {audit.isPending && <p role="status">Loading changes…</p>}
      {page && page.changes.length === 0 && <p className="bo-muted">No changes match.</p>}
      {page && page.changes.length > 0 && (
        <ScrollRegion className="bo-table-wrap" label="Back-office changes">
          <table className="bo-table">
            <caption className="visually-hidden">Back-office changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">IP address</th>
                {mayRevert && (
                  <th scope="col">
                    <span className="visually-hidden">Revert</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {page.changes.map((change) => (
                <tr key={change.id}>
                  <td>{changedWhen(change)}</td>
                  <td>{change.staffName}</td>
                  <td>
                    <span className="bo-tag">{entityLabel(change.entity)}</span> {describeChange(change)}
                    {change.revertedBy && <span className="bo-muted"> (reverted)</span>}
                  </td>
                  <td className="bo-table__address">{change.fromAddress}</td>
                  {mayRevert && (
                    <td>
                      {change.canRevert && (
                        <Button
                          size="small"
                          variant="outline"
                          disabled={revert.isPending}
                          onClick={() => revert.mutate(change)}
                        >
                          Revert <span className="visually-hidden">{describeChange(change)}</span>
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <CursorPageButtons cursor={cursor} next={page?.next} newer="Newer changes" older="Older changes" />
    </div>
  )
}
