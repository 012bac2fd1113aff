import type { ReactNode } from 'react'

/**
 * The frame of the staff pages: no storefront chrome, a small footer. The board brings its own main
 * landmark; the sign-in pages get theirs from the account card.
 */
export function StaffPage(props: { isBoard?: boolean; children: ReactNode }) {
  return (
    <div className={props.isBoard ? 'staff-page staff-page--board' : 'staff-page'}>
      {props.isBoard ? <main id="main">{props.children}</main> : props.children}
      <footer className="staff-footer">Red Door Deli · Store operations</footer>
    </div>
  )
}
