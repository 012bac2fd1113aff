import type { TStaffRole } from '@deli/contracts'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { StaffPage } from '../staff/index.ts'

/**
 * The back office's sections, in the order of its navigation. A section is one entry here (a route
 * of its own under /staff/back-office) and `roles`: who sees the link.
 */
export const BACK_OFFICE_SECTIONS: readonly { title: string; path: string; roles: readonly TStaffRole[] }[] =
  [
    { title: 'Catalogue', path: '/staff/back-office', roles: ['admin', 'manager', 'staff'] },
    { title: 'Stores', path: '/staff/back-office/stores', roles: ['admin', 'manager', 'staff'] },
    { title: 'Promotions', path: '/staff/back-office/promotions', roles: ['admin', 'manager'] },
    { title: 'Drafts', path: '/staff/back-office/drafts', roles: ['admin'] },
    { title: 'Audit trail', path: '/staff/back-office/audit', roles: ['admin', 'manager'] },
    { title: 'Reports', path: '/staff/reports', roles: ['admin', 'manager', 'staff'] },
  ]

/** The back office's frame: its title, who is signed in, the sections, and the way back to the stores. */
export function BackOfficePage(props: {
  title: string
  staff: { name: string; role: TStaffRole }
  children: ReactNode
}) {
  return (
    <StaffPage isBoard>
      <div className="board back-office">
        <header className="board__bar">
          <h1 className="board__title">
            <span className="back-office__eyebrow">Back office</span> {props.title}
          </h1>
          <div className="board__tools">
            <span className="board__who">{props.staff.name}</span>
            <Link className="btn btn--small btn--outline" to="/staff">
              Back to stores
            </Link>
          </div>
        </header>
        <nav className="back-office__nav" aria-label="Back office">
          <ul>
            {BACK_OFFICE_SECTIONS.filter((section) => section.roles.includes(props.staff.role)).map(
              (section) => (
                <li key={section.path}>
                  <NavLink to={section.path} end>
                    {section.title}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        {props.children}
      </div>
    </StaffPage>
  )
}
