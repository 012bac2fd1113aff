import type { TLocation, TPriceList, TStaff } from '@deli/contracts'
import { useState } from 'react'
import { DraftChooser, priceSaving, type TChosenDraft } from '../features/drafts/index.ts'
import { PriceSpreadsheet, PricesPanel } from '../features/price-admin/index.ts'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame, storePageTitle } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-prices'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? `Prices – ${loaderData.store.name}` : 'Prices')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.storeId)) throw new Response('There is no such store.', { status: 404 })
  const args = { request, context }
  const [prices, staff, store] = await Promise.all([
    staffData<TPriceList>(`staff/back-office/prices?store_id=${params.storeId}`, args),
    staffData<TStaff>('staff/me', args),
    staffData<TLocation>(`stores/${params.storeId}`, args),
  ])
  return { prices, staff, store: { id: store.id, name: store.name } }
}

/** Changes go through TanStack Query mutations; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/back-office/prices/{storeId}: the store's prices and overrides, and the prices spreadsheet. */
export default function StaffPrices({ loaderData }: Route.ComponentProps) {
  const { store, staff } = loaderData
  // A chain admin may save prices to a draft instead of live (ADR 059).
  const [draft, setDraft] = useState<TChosenDraft>(null)
  return (
    <StaffFrame
      className="availability-page availability-page--prices"
      title={storePageTitle('prices', store)}
      store={store}
      staff={staff}
    >
      {staff.role === 'admin' && <DraftChooser label="Save prices" onChange={setDraft} />}
      <PricesPanel
        key={store.id}
        store={store}
        role={staff.role}
        initial={loaderData.prices}
        saving={priceSaving(draft)}
      />
      {staff.role !== 'staff' && <PriceSpreadsheet />}
    </StaffFrame>
  )
}
