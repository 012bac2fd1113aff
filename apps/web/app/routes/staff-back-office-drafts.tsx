import type { TDraftList, TStaff } from '@deli/contracts'
import { DraftsPanel } from '../features/drafts/index.ts'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-back-office-drafts'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Drafts')

/** Managers and store staff get the API's 403 as the page's error; guests go to the staff sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context }
  const [staff, drafts] = await Promise.all([
    staffData<TStaff>('staff/me', args),
    staffData<TDraftList>('staff/back-office/drafts', args),
  ])
  return { staff, drafts }
}

export const shouldRevalidate = () => false

/** /staff/back-office/drafts (ADR 059): start a draft, preview it on a store's menu, publish or discard it. */
export default function StaffBackOfficeDrafts({ loaderData }: Route.ComponentProps) {
  const { staff, drafts } = loaderData
  return (
    <StaffFrame className="back-office" title="Drafts" staff={staff}>
      <DraftsPanel initial={drafts} />
    </StaffFrame>
  )
}
