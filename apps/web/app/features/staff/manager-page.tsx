import type { TStaffRole } from '@deli/contracts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { StaffPage } from './staff-page.tsx'

/** The manager pages of a store, in the order of the links between them. */
const PAGES = [
  { page: 'availability', title: 'Availability', path: '/staff/availability' },
  { page: 'hours', title: 'Hours', path: '/staff/hours' },
  { page: 'kiosks', title: 'Kiosks', path: '/staff/kiosks' },
  { page: 'prices', title: 'Prices', path: '/staff/back-office/prices' },
  { page: 'activity', title: 'Activity', path: '/staff/activity' },
] as const
export type TManagerPage = (typeof PAGES)[number]['page']
/** Store staff read Availability and Hours; only managers and admins set kiosks up and read the activity. */
const isOpenTo = (page: TManagerPage, role: TStaffRole) =>
  (page !== 'kiosks' && page !== 'activity') || role !== 'staff'

/**
 * The frame of a store's manager pages (Availability, Hours): the title with the store's name, who is
 * signed in, the way to the other manager pages, to the Team page (not for store staff) and back to the board.
 */
export function ManagerPage(props: {
  page: TManagerPage
  store: { id: number; name: string }
  staff: { name: string; role: TStaffRole }
  children: ReactNode
}) {
  const current = PAGES.find((entry) => entry.page === props.page)
  return (
    <StaffPage isBoard>
      <div className={`board availability-page availability-page--${props.page}`}>
        <header className="board__bar">
          <h1 className="board__title">
            {current?.title} – {props.store.name}
          </h1>
          <nav className="board__tools" aria-label="Store pages">
            <span className="board__who">{props.staff.name}</span>
            {PAGES.filter((entry) => entry.page !== props.page && isOpenTo(entry.page, props.staff.role)).map(
              (entry) => (
                <Link
                  key={entry.page}
                  className="btn btn--small btn--outline"
                  to={`${entry.path}/${props.store.id}`}
                >
                  {entry.title}
                </Link>
              ),
            )}
            {props.staff.role !== 'staff' && (
              <>
                <Link className="btn btn--small btn--outline" to="/staff/team">
                  Team
                </Link>
                <Link className="btn btn--small btn--outline" to="/staff/back-office/promotions">
                  Promotions
                </Link>
              </>
            )}
            <Link className="btn btn--small btn--outline" to={`/staff/back-office/stores/${props.store.id}`}>
              Settings
            </Link>
            <Link className="btn btn--small btn--outline" to={`/staff/board/${props.store.id}`}>
              Back to the board
            </Link>
          </nav>
        </header>
        {props.children}
      </div>
    </StaffPage>
  )
}
