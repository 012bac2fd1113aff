import type { TStoreAdminList } from '@deli/contracts'
import { useNavigate } from 'react-router'
import { staffData } from '../features/staff/index.server.ts'
import { BackOfficeFrame, StoreSettingsForm } from '../features/store-admin/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-store-new'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'New store – Back office')

export async function loader({ request, context }: Route.LoaderArgs) {
  // The list's first page says whether the reader may create (not staff/me: every store, to an admin).
  const list = await staffData<TStoreAdminList>('staff/stores?page=1', { request, context })
  if (!list.may_create) throw new Response('Only a chain admin can create stores.', { status: 403 })
  return { staffName: list.staff_name }
}

/** /staff/back-office/stores/new: a chain admin creates a store, unpublished (ADR 060). */
export default function StaffStoreNew({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  return (
    <BackOfficeFrame title="New store" staffName={loaderData.staffName}>
      <StoreSettingsForm onSaved={(store) => navigate(`/staff/back-office/stores/${store.id}?created=1`)} />
    </BackOfficeFrame>
  )
}
