import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { StaffPage } from '../staff/index.ts'

/**
 * The frame of the back office's store pages (ADR 060): the title, who is signed in and the way back
 * to the store list and the staff home.
 */
export function BackOfficeFrame(props: {
  title: string
  staffName?: string
  isList?: boolean
  children: ReactNode
}) {
  return (
    <StaffPage isBoard>
      <div className="board store-admin">
        <header className="board__bar">
          <h1 className="board__title">{props.title}</h1>
          <nav className="board__tools" aria-label="Back office">
            {props.staffName && <span className="board__who">{props.staffName}</span>}
            {!props.isList && (
              <Link className="btn btn--small btn--outline" to="/staff/back-office/stores">
                All stores
              </Link>
            )}
            <Link className="btn btn--small btn--outline" to="/staff">
              Staff home
            </Link>
          </nav>
        </header>
        {props.children}
      </div>
    </StaffPage>
  )
}
