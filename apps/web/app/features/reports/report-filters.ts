import type { TStaff } from '@deli/contracts'
import { REPORT_PRESETS, type TReportBucket, type TReportPreset } from '@deli/contracts/report-constants'
import { presetPeriod, REGION_NAMES, storeToday } from '@deli/domain'

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
  return store?.timezone ?? 'UTC'
}

/** The days of a preset at the scope's first store's today (the chain's: the viewer's first store). */
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
export const presetsFor = (role: TStaff['role']) => (role === 'staff' ? (['today'] as const) : REPORT_PRESETS)

/**
 * The regions the Stores list offers: a chain admin every state, anyone else the states of the
 * stores they work at (a region's report reads only the viewer's own stores in it).
 */
export function regionsFor(staff: Pick<TStaff, 'stores' | 'every_store'>): [code: string, name: string][] {
  const own = new Set(staff.stores.map((store) => store.state))
  return Object.entries(REGION_NAMES).filter(([code]) => staff.every_store || own.has(code))
}
