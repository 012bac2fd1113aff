import { TEXTS } from '@deli/domain'
import { useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Icon } from '../../ui/icon.tsx'
import { useKnownUser } from '../account/index.ts'
import { HeaderGroupManager } from '../group-order/index.ts'
import { HeaderOrderSelector } from '../order-control/index.ts'
import { BagButton } from './bag-button.tsx'
import { FindADeli } from './find-a-deli.tsx'
import { Logo } from './logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { MobileSubHeader } from './mobile-sub-header.tsx'
import { MAIN_NAVIGATION } from './navigation.ts'

/**
 * The site header (spec §2); the account button shows the member's first_name or 'Sign In' (from the
 * server's render on a page whose loader knows the member, ADR 039).
 */
export function Header({ name }: { name: string }) {
  const user = useKnownUser()
  const [isMenuOpen, setMenuOpen] = useState(false)
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar container">
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-label="Open menu"
            aria-expanded={isMenuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <Logo name={name} />
          <nav className="main-nav" aria-label="Main">
            {MAIN_NAVIGATION.map((entry) => (
              <NavLink key={entry.to} to={entry.to} className="main-nav__link">
                {entry.label}
              </NavLink>
            ))}
          </nav>
          <FindADeli className="site-header__find" />
          {/* Extra-large screens (spec §2): the handoff selector, then the group-order manager's slot. */}
          <div className="site-header__slot" data-slot="handoff-selector">
            <HeaderOrderSelector />
          </div>
          <div className="site-header__slot" data-slot="group-order">
            <HeaderGroupManager />
          </div>
          <div className="site-header__actions">
            <Link
              to={user ? '/account' : '/account/signin'}
              className="account-button"
              // In a crowded header the name gives way to the icon alone: the tooltip still says it.
              title={user ? user.first_name : TEXTS.signIn}
            >
              <Icon name="user" />
              <span>{user ? user.first_name : TEXTS.signIn}</span>
            </Link>
            <BagButton />
          </div>
        </div>
        <MobileSubHeader />
      </header>
      <MobileMenu open={isMenuOpen} onClose={() => setMenuOpen(false)} isSignedIn={user !== null} />
    </>
  )
}
