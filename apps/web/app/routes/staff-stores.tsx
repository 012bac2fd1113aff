import type { TStoreAdminList } from '@deli/contracts'
import { staffData } from '../features/staff/index.server.ts'
import { BackOfficeFrame, StoreList } from '../features/store-admin/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-stores'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Stores – Back office')

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim().slice(0, 60) ?? ''
  const page = /^\d{1,4}$/.test(url.searchParams.get('page') ?? '') ? Number(url.searchParams.get('page')) : 1
  const query = new URLSearchParams({ ...(q && { q }), page: String(Math.max(1, page)) })
  // Not staff/me: to a chain admin it lists every store of the chain (40,000 in the bench).
  const list = await staffData<TStoreAdminList>(`staff/stores?${query}`, { request, context })
  return { list, q, staffName: list.staff_name }
}

/** /staff/back-office/stores: the chain's stores (a manager's own), searched and paged (ADR 060). */
export default function StaffStores({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeFrame title="Stores" staffName={loaderData.staffName} isList>
      <StoreList list={loaderData.list} q={loaderData.q} />
    </BackOfficeFrame>
  )
}
