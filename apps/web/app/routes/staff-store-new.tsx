import type { TStaff } from '@deli/contracts'
import { useNavigate } from 'react-router'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame } from '../features/staff/index.ts'
import { StoreSettingsForm } from '../features/store-admin/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-store-new'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'New store')

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await staffData<TStaff>('staff/me', { request, context })
  // The API refuses the store's creation to anyone else too (ADR 060): the page says so first.
  if (staff.role !== 'admin') throw new Response('Only a chain admin can create stores.', { status: 403 })
  return { staff }
}

/** /staff/back-office/stores/new: a chain admin creates a store, unpublished (ADR 060). */
export default function StaffStoreNew({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  return (
    <StaffFrame className="store-admin" title="New store" staff={loaderData.staff}>
      <StoreSettingsForm onSaved={(store) => navigate(`/staff/back-office/stores/${store.id}?created=1`)} />
    </StaffFrame>
  )
}
