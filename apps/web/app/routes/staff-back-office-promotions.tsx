import type { TPromotionList, TStaff } from '@deli/contracts'
import { PromotionsPanel } from '../features/promotion-admin/index.ts'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-back-office-promotions'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Promotions')

/** Store staff get the API's 403 as the page's error; anyone not signed in goes to the staff sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context }
  const [staff, promotions] = await Promise.all([
    staffData<TStaff>('staff/me', args),
    staffData<TPromotionList>('staff/back-office/promotions', args),
  ])
  return { staff, promotions }
}

/** Changes go through TanStack Query mutations; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/back-office/promotions (ADR 061): the chain's promotions; chain admins change them. */
export default function StaffBackOfficePromotions({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame className="back-office" title="Promotions" staff={loaderData.staff}>
      <PromotionsPanel initial={loaderData.promotions} />
    </StaffFrame>
  )
}
