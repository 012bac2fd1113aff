import { Link } from 'react-router'
import { useOrderContext } from '../../lib/order-context.ts'
import { useSiteConfig } from '../../lib/site-config.tsx'
import { Drawer } from '../../ui/drawer.tsx'
import { Icon } from '../../ui/icon.tsx'
import { HandoffSelector } from '../order-control/index.ts'
import { DRAWER_NAVIGATION, visibleEntries } from './navigation.ts'
import { SiteLinks } from './site-links.tsx'

/**
 * Mobile menu / drawer navigation (spec §2): handoff selector, location button, navigation, social
 * and legal links, copyright.
 */
export function MobileMenu(props: { open: boolean; onClose: () => void; isSignedIn: boolean }) {
  const site = useSiteConfig()
  const location = useOrderContext((state) => state.location)
  return (
    <Drawer open={props.open} onClose={props.onClose} title="Menu" side="left" maxWidth={360}>
      <HandoffSelector onLeave={props.onClose} />
      <Link
        className="drawer-location"
        to={location ? `/locations/${location.path}` : '/locations'}
        onClick={props.onClose}
      >
        <Icon name="pin" />
        <span>{location ? location.name : 'Find a location'}</span>
      </Link>
      <nav aria-label="Drawer">
        <ul className="drawer-nav">
          {visibleEntries(DRAWER_NAVIGATION, props.isSignedIn).map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} onClick={props.onClose}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SiteLinks links={site.social_links} external label="Social" className="drawer-links" />
      <SiteLinks links={site.legal_links} label="Legal" className="drawer-links" />
      <p className="drawer-copyright">{site.copyright}</p>
    </Drawer>
  )
}
