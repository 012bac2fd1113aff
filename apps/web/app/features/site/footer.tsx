import type { TSiteConfig } from '@deli/contracts'
import { Link } from 'react-router'
import { Logo } from './logo.tsx'
import { FOOTER_HELP, MAIN_NAVIGATION } from './navigation.ts'
import { SiteLinks } from './site-links.tsx'

/** Footer (spec §2): logo, navigation, social and legal links, copyright line and app version. */
export function Footer({ site }: { site: TSiteConfig }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <Logo name={site.name} />
          <p className="site-footer__tag">Hand-built sandwiches, po'boys and soups since 1987.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {[...MAIN_NAVIGATION, ...FOOTER_HELP].map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Follow us</h2>
          <SiteLinks links={site.social_links} external />
        </div>
        <div>
          <h2 className="site-footer__heading">Legal</h2>
          <SiteLinks links={site.legal_links} />
        </div>
      </div>
      <div className="container site-footer__bottom">
        <span>{site.copyright}</span>
        <span>Version {site.version}</span>
      </div>
    </footer>
  )
}
