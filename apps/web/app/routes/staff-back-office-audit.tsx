import type { TAuditPage, TStaff } from '@deli/contracts'
import { AuditPanel } from '../features/back-office/index.ts'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-back-office-audit'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Audit trail')

/** Store staff get the API's 403 as the page's error; guests go to the staff sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context }
  const [staff, audit] = await Promise.all([
    staffData<TStaff>('staff/me', args),
    staffData<TAuditPage>('staff/audit', args),
  ])
  return { staff, audit }
}

export const shouldRevalidate = () => false

/** /staff/back-office/audit (ADR 057): who changed what, when and from where; revert a change. */
export default function StaffBackOfficeAudit({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame className="back-office" title="Audit trail" staff={loaderData.staff}>
      <AuditPanel
        initial={loaderData.audit}
        stores={loaderData.staff.stores}
        isAdmin={loaderData.staff.role === 'admin'}
      />
    </StaffFrame>
  )
}
