import type { TStaff, TStaffTeam } from '@deli/contracts'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame, TeamPanel } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-team'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Team')

/** Store staff get the API's 403 as the page's error; guests go to the staff sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context }
  const [staff, team] = await Promise.all([
    staffData<TStaff>('staff/me', args),
    staffData<TStaffTeam>('staff/team', args),
  ])
  return { staff, team }
}

/** Changes go through TanStack Query mutations; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/team (ADR 022): invite staff, withdraw invitations, remove access (chain admins). */
export default function StaffTeam({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData
  return (
    <StaffFrame className="availability-page" title="Team" staff={staff}>
      <TeamPanel staff={staff} initial={loaderData.team} />
    </StaffFrame>
  )
}
