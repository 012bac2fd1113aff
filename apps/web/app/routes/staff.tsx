import type { TStaff } from '@deli/contracts'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { AccountCard } from '../features/account-forms/index.ts'
import { areasFor, StaffPage, StaffSignInForm, StoreFinder, staffApi } from '../features/staff/index.ts'
import { apiFetch } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import { Button } from '../ui/button.tsx'
import type { Route } from './+types/staff'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData?.staff ? 'Staff home' : 'Staff sign-in')

/** The signed-in staff member (their staff cookie goes along), or null. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const response = await apiFetch('staff/me', { request, context, asGuest: true })
  if (response.status === 401) return { staff: null }
  const body = (await response.json()) as { status: string; data: TStaff }
  if (body.status !== 'ok') throw new Response('Staff sign-in is not available.', { status: response.status })
  return { staff: body.data }
}

/** /staff: staff sign-in, then the stores whose boards the staff member may open. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const { staff } = loaderData
  if (!staff) {
    return (
      <StaffPage>
        <AccountCard
          title="Staff sign-in"
          intro={<p>For Red Door Deli store teams. Guests, please use the storefront.</p>}
        >
          <StaffSignInForm
            onSignedIn={(signedIn) => {
              const [only] = signedIn.stores
              if (signedIn.stores.length === 1 && only) navigate(`/staff/board/${only.id}`)
              else void revalidator.revalidate()
            }}
          />
        </AccountCard>
      </StaffPage>
    )
  }
  return (
    <StaffPage>
      <AccountCard title={`Hello, ${staff.name}`} intro={<p>Choose a store to open its order board.</p>}>
        {staff.every_store ? (
          // A chain admin works at every store: found by search, never listed whole (40,000).
          <StoreFinder
            label="Find a store’s order board"
            linkTo={(store) => (
              <Link to={`/staff/board/${store.id}`}>
                {store.name} #{store.id}
              </Link>
            )}
          />
        ) : (
          <ul className="staff-stores">
            {staff.stores.map((store) => (
              <li key={store.id}>
                <Link to={`/staff/board/${store.id}`}>{store.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <ul className="staff-home__areas" aria-label="Staff areas">
          {areasFor(staff.role).map((area) => (
            <li key={area.path}>
              <Link to={area.path}>{area.home(staff.role)}</Link>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          onClick={async () => {
            await staffApi.logout()
            void revalidator.revalidate()
          }}
        >
          Sign out
        </Button>
      </AccountCard>
    </StaffPage>
  )
}
