import { demoStores } from '@deli/demo-data'
import { shiftDay, storeToday } from '@deli/domain'
import { describe, expect, it } from 'vitest'
import { useOwnerMatrix } from './authorization-matrix-helpers.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { orderStore } from './order-helpers.ts'
import { documentedRoutes, signInStaff } from './staff-helpers.ts'

const matrix = useOwnerMatrix()

/**
 * The reports' matrix (ADR 064): chain admin everything; a manager their store and their own chain
 * (their stores), never another store; store staff today at their store only; members and nobody 401.
 */
type TReportCaller = 'admin' | 'manager' | 'other manager' | 'store staff' | 'a member' | 'no session'
const REPORT_MATRIX: {
  route: string
  query: (storeId: number, today: string) => string
  allowed: TReportCaller[]
}[] = [
  {
    route: 'GET staff/reports/sales (the chain)',
    query: (_, today) => `sales?from=${today}&to=${today}`,
    allowed: ['admin', 'manager', 'other manager'],
  },
  {
    route: "GET staff/reports/sales (a store's today)",
    query: (storeId, today) => `sales?from=${today}&to=${today}&store_id=${storeId}&by=hour`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: "GET staff/reports/sales (a store's week)",
    query: (storeId, today) => `sales?from=${shiftDay(today, -6)}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager'],
  },
  {
    route: 'GET staff/reports/items (the chain)',
    query: (_, today) => `items?from=${today}&to=${today}`,
    allowed: ['admin', 'manager', 'other manager'],
  },
  {
    route: 'GET staff/reports/channels (the chain)',
    query: (_, today) => `channels?from=${today}&to=${today}`,
    allowed: ['admin', 'manager', 'other manager'],
  },
  {
    route: "GET staff/reports/channels (a store's today)",
    query: (storeId, today) => `channels?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: "GET staff/reports/items (a store's today)",
    query: (storeId, today) => `items?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: 'GET staff/reports/kitchen (the chain)',
    query: (_, today) => `kitchen?from=${today}&to=${today}`,
    allowed: ['admin', 'manager', 'other manager'],
  },
  {
    route: "GET staff/reports/kitchen (a store's today)",
    query: (storeId, today) => `kitchen?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: "GET staff/reports/held-items (a store's week)",
    query: (storeId, today) => `held-items?from=${shiftDay(today, -6)}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager'],
  },
  {
    route: "GET staff/reports/held-items (a store's today)",
    query: (storeId, today) => `held-items?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: 'GET staff/reports/regions (which a report may be asked for)',
    query: () => 'regions',
    allowed: ['admin', 'manager', 'other manager', 'store staff'],
  },
  // The order mix and guests reports (ADR 064's amendment).
  {
    route: "GET staff/reports/order-mix (a store's today)",
    query: (storeId, today) => `order-mix?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: "GET staff/reports/guests (a store's week)",
    query: (storeId, today) => `guests?from=${shiftDay(today, -6)}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager'],
  },
]

describe('reports: admin × manager × another store’s manager × store staff × member × nobody', () => {
  it.each(REPORT_MATRIX)('$route', async (row) => {
    const store = orderStore()
    const other = demoStores.find((candidate) => candidate.id !== store.id && candidate.available)
    const reportCallers: Record<TReportCaller, Record<string, string>> = {
      admin: (await signInStaff(matrix.app(), 'admin')).headers,
      manager: (await signInStaff(matrix.app(), 'manager', [store.id])).headers,
      'other manager': (await signInStaff(matrix.app(), 'manager', [other?.id ?? store.id])).headers,
      'store staff': (await signInStaff(matrix.app(), 'staff', [store.id])).headers,
      'a member': matrix.callerHeaders('another member'),
      'no session': {},
    }
    const url = `${API}/staff/reports/${row.query(store.id, storeToday(new Date(), store.timezone))}`
    for (const [caller, headers] of Object.entries(reportCallers) as [
      TReportCaller,
      Record<string, string>,
    ][]) {
      const response = await matrix.app().call({ method: 'GET', url, headers })
      if (row.allowed.includes(caller)) expectOk(response)
      else if (caller === 'a member' || caller === 'no session')
        expectError(response, 401, 'SIGN_IN_REQUIRED')
      else expectError(response, 403, 'FORBIDDEN')
    }
  })

  it('covers every reports route of the OpenAPI document', async () => {
    const routes = await documentedRoutes(matrix.app(), /^GET \/api\/v1\/staff\/reports\//)
    const covered = new Set(
      REPORT_MATRIX.map((row) => `GET /api/v1/staff/reports/${row.query(1, '2026-11-27').split('?')[0]}`),
    )
    expect(routes.length).toBeGreaterThan(0)
    expect([...covered].sort()).toEqual(routes.sort())
  })
})
