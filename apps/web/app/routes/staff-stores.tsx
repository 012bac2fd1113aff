import type { TStaff, TStoreAdminList } from '@deli/contracts'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame } from '../features/staff/index.ts'
import { StoreList } from '../features/store-admin/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-stores'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Stores')

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim().slice(0, 60) ?? ''
  const page = /^\d{1,4}$/.test(url.searchParams.get('page') ?? '') ? Number(url.searchParams.get('page')) : 1
  const query = new URLSearchParams({ ...(q && { q }), page: String(Math.max(1, page)) })
  const args = { request, context }
  const [staff, list] = await Promise.all([
    staffData<TStaff>('staff/me', args),
    staffData<TStoreAdminList>(`staff/stores?${query}`, args),
  ])
  return { list, q, staff }
}

/** /staff/back-office/stores: the chain's stores (a manager's own), searched and paged (ADR 060). */
export default function StaffStores({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame className="store-admin" title="Stores" staff={loaderData.staff}>
      <StoreList list={loaderData.list} q={loaderData.q} />
    </StaffFrame>
  )
}
