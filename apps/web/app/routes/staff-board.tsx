import type { TBoard, TStaff } from '@deli/contracts'
import { useNavigate } from 'react-router'
import { staffData } from '../features/staff/index.server.ts'
import { OrderBoard, StaffPage, staffApi, storePageTitle } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-board'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? storePageTitle('board', loaderData.board.store) : 'Order board')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.storeId)) throw new Response('There is no such store.', { status: 404 })
  const [board, staff] = await Promise.all([
    staffData<TBoard>(`staff/stores/${params.storeId}/board`, { request, context }),
    staffData<TStaff>('staff/me', { request, context }),
  ])
  return { board, staff }
}

/** The board never needs the loader again: the event stream and the board query keep it current. */
export const shouldRevalidate = () => false

/** /staff/board/{storeId}: the store's live order board (staff of that store only). */
export default function StaffBoard({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  return (
    <StaffPage isBoard>
      <OrderBoard
        key={loaderData.board.store.id}
        initial={loaderData.board}
        staffName={loaderData.staff.name}
        role={loaderData.staff.role}
        onSignOut={async () => {
          await staffApi.logout()
          navigate('/staff')
        }}
      />
    </StaffPage>
  )
}
