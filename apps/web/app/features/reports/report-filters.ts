import type { TStaff } from '@deli/contracts'
import {
  REPORT_BUCKETS,
  REPORT_PRESETS,
  reportPeriodProblem,
  type TReportBucket,
  type TReportPreset,
} from '@deli/contracts/report-constants'
import { CHAIN_TIME_ZONE, presetPeriod, REGION_NAMES, storeToday } from '@deli/domain'

/**
 * The reports' filters as the form holds them (ADR 064): a preset or custom days, a scope ('' = every
 * store the viewer may read; `store:<id>`; `region:<state>`) and the grouping. Store staff start on
 * today at their store by hour (all the API lets them read); managers and admins on the last 7 days.
 */
export type TReportFilters = {
  preset: TReportPreset | 'custom'
  from: string
  to: string
  scope: string
  by: TReportBucket
}

const timezoneOf = (staff: Pick<TStaff, 'stores'>, scope: string) => {
  const id = scope.startsWith('store:') ? Number(scope.slice(6)) : null
  const store = staff.stores.find((candidate) => candidate.id === id) ?? staff.stores[0]
  return store?.timezone ?? CHAIN_TIME_ZONE
}

/** The days of a preset at the scope's store's today (else the viewer's first store's, else the chain's). */
export function withPreset(
  filters: TReportFilters,
  preset: TReportFilters['preset'],
  staff: Pick<TStaff, 'stores'>,
  now: Date,
): TReportFilters {
  if (preset === 'custom') return { ...filters, preset }
  const period = presetPeriod(preset, storeToday(now, timezoneOf(staff, filters.scope)))
  return { ...filters, preset, ...period }
}

/** The viewer's first report: store staff today at their store by hour, others the last 7 days. */
export function defaultFilters(staff: Pick<TStaff, 'role' | 'stores'>, now: Date): TReportFilters {
  const first = staff.stores[0]
  if (staff.role === 'staff') {
    const base: TReportFilters = {
      preset: 'today',
      from: '',
      to: '',
      scope: first ? `store:${first.id}` : '',
      by: 'hour',
    }
    return withPreset(base, 'today', staff, now)
  }
  return withPreset(
    { preset: 'last_7_days', from: '', to: '', scope: '', by: 'day' },
    'last_7_days',
    staff,
    now,
  )
}

/** The API's query of the filters (GET staff/reports/sales and …/items). */
export function reportQuery(filters: TReportFilters, withBy = true): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to })
  if (withBy) params.set('by', filters.by)
  if (filters.scope.startsWith('store:')) params.set('store_id', filters.scope.slice(6))
  if (filters.scope.startsWith('region:')) params.set('region', filters.scope.slice(7))
  return params.toString()
}

/** The presets the form offers (store staff: today only). */
export const presetsFor = (role: TStaff['role']): readonly TReportPreset[] =>
  role === 'staff' ? ['today'] : REPORT_PRESETS

/** The groupings the form offers (store staff read one day: by hour or the day). */
export const bucketsFor = (role: TStaff['role']): readonly TReportBucket[] =>
  role === 'staff' ? REPORT_BUCKETS.filter((by) => by === 'hour' || by === 'day') : REPORT_BUCKETS

/**
 * The regions the Stores list offers, by name: those the API says the viewer may ask for
 * (`GET staff/reports/regions`: a chain admin's every state with a store, others their stores').
 */
export const regionsFor = (regions: readonly string[]): [code: string, name: string][] =>
  regions.map((code) => [code, REGION_NAMES[code] ?? code])

/** Who reads the reports, with the regions they may ask for. */
export type TReportViewer = Pick<TStaff, 'role' | 'stores' | 'every_store'> & { regions: readonly string[] }
/** A scope of one store: `store:` and its number. */
const STORE_SCOPE = /^store:[1-9]\d{0,9}$/

/** The scopes the form offers the viewer: their stores, and (not store staff) their regions or all. */
function isOffered(viewer: TReportViewer, scope: string): boolean {
  const canChoose = viewer.role !== 'staff'
  // A chain admin works at every store (ADR 064): any store by its number; others their own.
  if (scope.startsWith('store:'))
    return viewer.every_store
      ? STORE_SCOPE.test(scope)
      : viewer.stores.some((store) => `store:${store.id}` === scope)
  if (scope.startsWith('region:'))
    return canChoose && viewer.regions.some((code) => `region:${code}` === scope)
  return canChoose && scope === ''
}

/**
 * The filters a reports address asks for (`?preset=last_week&store_id=2&by=week`, or
 * `preset=custom&from=…&to=…`), so a report can be bookmarked, shared, reloaded and gone back to.
 * Whatever the viewer's form would not offer, or days the API would refuse, falls back to the
 * viewer's default — an old or edited address opens a report, never an error.
 */
export function filtersFromSearch(search: URLSearchParams, viewer: TReportViewer, now: Date): TReportFilters {
  const fallback = defaultFilters(viewer, now)
  const storeId = search.get('store_id')
  const region = search.get('region')
  const asked = storeId ? `store:${storeId}` : region ? `region:${region}` : ''
  const scope = isOffered(viewer, asked) ? asked : fallback.scope
  const by = bucketsFor(viewer.role).find((bucket) => bucket === search.get('by')) ?? fallback.by
  const base = { ...fallback, scope, by }
  const preset = search.get('preset')
  const from = search.get('from') ?? ''
  const to = search.get('to') ?? ''
  if (preset === 'custom' && viewer.role !== 'staff' && !reportPeriodProblem(from, to))
    return { ...base, preset, from, to }
  const known = presetsFor(viewer.role).find((candidate) => candidate === preset)
  return withPreset(base, known ?? fallback.preset, viewer, now)
}

/** The reports address of `filters`: a preset by name (its days move with the calendar), chosen days as days. */
export function searchOfFilters(filters: TReportFilters): URLSearchParams {
  const search = new URLSearchParams({ preset: filters.preset })
  if (filters.preset === 'custom') {
    search.set('from', filters.from)
    search.set('to', filters.to)
  }
  if (filters.scope.startsWith('store:')) search.set('store_id', filters.scope.slice(6))
  if (filters.scope.startsWith('region:')) search.set('region', filters.scope.slice(7))
  search.set('by', filters.by)
  return search
}

/** Why a report's store number cannot be asked for, or null (a chain admin's "A store by its number"). */
export const storeNumberProblem = (scope: string): string | null =>
  scope.startsWith('store:') && !STORE_SCOPE.test(scope) ? 'Type the store’s number, like 12.' : null
