import type { TStaffRole } from '@deli/contracts'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '../../ui/button.tsx'
import { staffApi } from './staff-api.ts'
import { StaffPage } from './staff-page.tsx'

type TRoles = readonly TStaffRole[]
const EVERYONE: TRoles = ['admin', 'manager', 'staff']
const MANAGERS: TRoles = ['admin', 'manager']

/**
 * The chain's staff areas, in the order of their navigation (ADR 017, amended): each a route, who
 * sees its link, what the staff home says of it (by role), and whether it is current only at its own
 * address (the catalogue, whose address begins every other back-office page's) or also below it (a
 * store's settings under Stores).
 */
export const STAFF_AREAS: readonly {
  title: string
  path: string
  roles: TRoles
  home: (role: TStaffRole) => string
  end?: boolean
}[] = [
  {
    title: 'Catalogue',
    path: '/staff/back-office',
    roles: EVERYONE,
    home: (role) =>
      role === 'admin'
        ? 'Catalogue: products, categories and options'
        : 'Catalogue: read the menu’s products',
    end: true,
  },
  {
    title: 'Stores',
    path: '/staff/back-office/stores',
    roles: EVERYONE,
    home: (role) => (role === 'admin' ? 'Stores and dayparts' : 'Store settings and dayparts'),
  },
  {
    title: 'Promotions',
    path: '/staff/back-office/promotions',
    roles: MANAGERS,
    home: () => 'Promotions: offers and promo codes',
  },
  {
    title: 'Drafts',
    path: '/staff/back-office/drafts',
    roles: ['admin'],
    home: () => 'Drafts: catalogue changes that go live together',
  },
  {
    title: 'Audit trail',
    path: '/staff/back-office/audit',
    roles: MANAGERS,
    home: (role) =>
      role === 'admin' ? 'Audit trail: who changed what, and reverts' : 'Audit trail: who changed what',
  },
  {
    title: 'Reports',
    path: '/staff/reports',
    roles: EVERYONE,
    home: (role) =>
      role === 'staff'
        ? 'Reports: today’s sales at your store'
        : 'Reports: sales, items, guests and the kitchen',
  },
  { title: 'Team', path: '/staff/team', roles: MANAGERS, home: () => 'Team: invite staff and manage access' },
]

/** The areas a role may open, in their order. */
export const areasFor = (role: TStaffRole) => STAFF_AREAS.filter((area) => area.roles.includes(role))

/** A store's pages, in the order of their navigation: each at `path/<store id>`, and who sees its link. */
export const STORE_PAGES = [
  { page: 'board', title: 'Order board', path: '/staff/board', roles: EVERYONE },
  { page: 'orders', title: 'Orders', path: '/staff/orders', roles: MANAGERS },
  { page: 'availability', title: 'Availability', path: '/staff/availability', roles: EVERYONE },
  { page: 'hours', title: 'Hours', path: '/staff/hours', roles: EVERYONE },
  { page: 'kiosks', title: 'Kiosks', path: '/staff/kiosks', roles: MANAGERS },
  { page: 'prices', title: 'Prices', path: '/staff/back-office/prices', roles: EVERYONE },
  { page: 'activity', title: 'Activity', path: '/staff/activity', roles: MANAGERS },
  { page: 'settings', title: 'Settings', path: '/staff/back-office/stores', roles: EVERYONE },
] as const
export type TStorePage = (typeof STORE_PAGES)[number]['page']

/**
 * Whether a link is where the viewer is: 'page' at its own address, 'true' below it (a store's
 * settings under Stores) unless it is `end`, else not current.
 */
export function currentOf(pathname: string, path: string, end = false): 'page' | 'true' | undefined {
  if (pathname === path) return 'page'
  return !end && pathname.startsWith(`${path}/`) ? 'true' : undefined
}

/** The title of a store's page: 'Hours – Downtown'. */
export const storePageTitle = (page: TStorePage, store: { name: string }) =>
  `${STORE_PAGES.find((entry) => entry.page === page)?.title} – ${store.name}`

/** The faded end of a sideways-scrolling row of pills (staff.css), in pixels. */
const PEEK = 24

/**
 * On a phone a navigation row scrolls sideways (staff.css): after each navigation a current pill out
 * of sight is scrolled into it, so where the viewer is shows without a swipe. The row only: the page
 * itself never moves.
 */
function useCurrentPillInView(pathname: string) {
  const list = useRef<HTMLUListElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path marks another pill current.
  useEffect(() => {
    const row = list.current
    const current = row?.querySelector<HTMLElement>('a[aria-current]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    const [pill, box] = [current.getBoundingClientRect(), row.getBoundingClientRect()]
    // Past the faded edge: scrolled until the next pill peeks out; left of the row: to its start.
    if (pill.right > box.right - PEEK) row.scrollLeft += pill.right - box.right + 2 * PEEK
    else if (pill.left < box.left) row.scrollLeft -= box.left - pill.left
  }, [pathname])
  return list
}

/** The links to a store's pages the viewer may open, the current one marked (`aria-current`). */
export function StoreNav(props: { store: { id: number; name: string }; role: TStaffRole }) {
  const { pathname } = useLocation()
  const list = useCurrentPillInView(pathname)
  return (
    <nav className="staff-nav staff-nav--store" aria-label={`Store pages: ${props.store.name}`}>
      <p className="staff-nav__label" aria-hidden="true">
        {props.store.name}
      </p>
      <ul ref={list}>
        {STORE_PAGES.filter((entry) => entry.roles.includes(props.role)).map((entry) => (
          <li key={entry.page}>
            <Link
              to={`${entry.path}/${props.store.id}`}
              aria-current={currentOf(pathname, `${entry.path}/${props.store.id}`, true)}
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Every signed-in staff page's frame but the kitchen's board (ADR 017, amended): its title, who is
 * signed in and the way to the staff home; the chain's areas the viewer may open; and, on a store's
 * page, that store's pages. Each list marks where the viewer is, so one pattern leads everywhere.
 */
export function StaffFrame(props: {
  title: ReactNode
  staff: { name: string; role: TStaffRole }
  store?: { id: number; name: string }
  className?: string
  children: ReactNode
}) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const areas = useCurrentPillInView(pathname)
  return (
    <StaffPage isBoard>
      <div className={`board staff-frame${props.className ? ` ${props.className}` : ''}`}>
        {/* Two rows of links fill a phone's first screen: the page's own content is a key away. */}
        <a className="skip-link" href="#staff-content">
          Skip to content
        </a>
        <header className="board__bar">
          <h1 className="board__title">{props.title}</h1>
          <div className="board__tools">
            <span className="board__who">{props.staff.name}</span>
            <Link className="btn btn--small btn--outline" to="/staff">
              Staff home
            </Link>
            <Button
              size="small"
              variant="neutral"
              onClick={async () => {
                await staffApi.logout()
                navigate('/staff')
              }}
            >
              Sign out
            </Button>
          </div>
        </header>
        <nav className="staff-nav" aria-label="Staff areas">
          <ul ref={areas}>
            {areasFor(props.staff.role).map((area) => (
              <li key={area.path}>
                <Link to={area.path} aria-current={currentOf(pathname, area.path, area.end)}>
                  {area.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {props.store && <StoreNav store={props.store} role={props.staff.role} />}
        <div id="staff-content" tabIndex={-1} className="staff-frame__content">
          {props.children}
        </div>
      </div>
    </StaffPage>
  )
}
