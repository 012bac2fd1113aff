import type { TAuditChange } from '@deli/contracts'
import { AUDIT_ENTITY_LABELS } from '@deli/contracts/catalogue-rules'
import { CHAIN_TIME_ZONE, formatMoney, STAFF_ROLE_LABELS } from '@deli/domain'

/** The kind of a change as the audit page names it ('Price', 'Option group'). */
export const entityLabel = (entity: string): string =>
  (AUDIT_ENTITY_LABELS as Record<string, string>)[entity] ?? entity

/** How many changed fields a row spells out before it says how many more there are. */
const FIELDS_SHOWN = 3
const LONG = 40

/** 'is_published' → 'published', 'deliveryMinimumCents' → 'delivery minimum'. */
const fieldName = (key: string) =>
  key
    .replace(/^is_?(?=[A-Za-z])/, '')
    .replace(/_?cents$|Cents$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()

/** A value of a record as a person reads it: money for cents, yes/no, short text, or "set". */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return /cost|cents|price/i.test(key) ? formatMoney(value) : String(value)
  if (typeof value === 'string') return value.length > LONG ? `“${value.slice(0, LONG - 1)}…”` : `“${value}”`
  return 'changed'
}

/** A price from its record, in words: the base price of it, or its price in a region or at a store. */
function priceOf(state: Record<string, unknown>, of: string): string {
  if (state.scope === 'chain') return `the base price of ${of}`
  if (state.scope === 'region') return `the price of ${of} in ${String(state.region)}`
  return `the price of ${of} at store ${String(state.storeId)}`
}

const priceValue = (cost: unknown, scope: unknown) =>
  typeof cost === 'number' ? formatMoney(cost) : scope === 'chain' ? 'none' : 'the menu’s'

/** A team member's access from its record: 'Store manager at Downtown, Midtown'. */
function accessOf(state: Record<string, unknown>): string {
  const label = (STAFF_ROLE_LABELS as Record<string, string>)[String(state.role)] ?? String(state.role)
  const stores = Array.isArray(state.stores) ? state.stores.map(String) : []
  return state.role === 'admin' ? `${label} of every store` : `${label} at ${stores.join(', ') || 'no store'}`
}

/** A change of staff access (ADR 022): a new role or stores, or access removed. */
function describeTeamChange(change: TAuditChange): string {
  const { before, after } = change
  const name = String(after?.name ?? before?.name ?? `team member #${change.entityId}`)
  if (!after) return `Removed access for ${name}${before ? ` (${accessOf(before)})` : ''}`
  return `Changed access for ${name}: ${before ? accessOf(before) : 'none'} → ${accessOf(after)}`
}

/**
 * A change in a line a manager reads (ADR 057): what it was done to, by name where the record has
 * one, and each changed field from before to after ('Changed Turkey Club: cost $8.99 → $9.49').
 */
export function describeChange(change: TAuditChange): string {
  const { before, after } = change
  if (change.entity === 'staff-account') return describeTeamChange(change)
  const verb = change.action === 'revert' ? 'Reverted' : 'Changed'
  if (change.entity === 'price-override' && after && change.action !== 'import') {
    const of = String(after.name ?? `product #${String(after.productId)}`)
    const from = priceValue(before?.cost, after.scope)
    const to = priceValue(after.cost, after.scope)
    return `${verb} ${priceOf(after, of)}: ${from} → ${to}`
  }
  const named = after?.name ?? before?.name
  const name =
    typeof named === 'string' ? named : `${entityLabel(change.entity).toLowerCase()} #${change.entityId}`
  if (change.action === 'create') return `Added ${name}`
  // A promotion is ended (its list's word), a product or category retired.
  if (change.action === 'retire') return `${change.entity === 'promotion' ? 'Ended' : 'Retired'} ${name}`
  if (change.action === 'import')
    return typeof after?.summary === 'string'
      ? `Imported a prices spreadsheet: ${after.summary}`
      : 'Imported a prices spreadsheet'
  if (
    change.entity === 'store' &&
    typeof after?.is_published === 'boolean' &&
    Object.keys(after).length === 1
  )
    return `${change.action === 'revert' ? 'Reverted: ' : ''}${after.is_published ? 'Put' : 'Took'} ${name} ${after.is_published ? 'on' : 'off'} the storefront`
  if (after?.order !== undefined) return `Moved ${name}`
  const fields = Object.keys(after ?? {}).filter(
    (key) => key !== 'name' && JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]),
  )
  if (before?.name !== undefined && after?.name !== undefined && before.name !== after.name)
    fields.unshift('name')
  if (fields.length === 0) return `${verb} ${name}`
  const spelled = fields
    .slice(0, FIELDS_SHOWN)
    .map((key) => `${fieldName(key)} ${valueText(key, before?.[key])} → ${valueText(key, after?.[key])}`)
  const more = fields.length > FIELDS_SHOWN ? ` and ${fields.length - FIELDS_SHOWN} more` : ''
  return `${verb} ${name}: ${spelled.join('; ')}${more}`
}

/**
 * When a change was made, on the clock of the store it touched or, for the chain's own changes, on
 * the chain's — the calendar the days filter reads — with the zone's short name:
 * 'Nov 28, 2026, 9:14 AM CST'.
 */
export function changedWhen(change: Pick<TAuditChange, 'createdAt' | 'storeTimezone'>): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: change.storeTimezone ?? CHAIN_TIME_ZONE,
  }).format(new Date(change.createdAt))
}
