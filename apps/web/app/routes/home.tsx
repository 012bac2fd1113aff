import type { TFeaturedProducts } from '@deli/contracts'
import { Suspense } from 'react'
import { useNavigate } from 'react-router'
import { useUser } from '../features/account/index.ts'
import { AddressSearch } from '../features/locations/index.ts'
import { FeaturedRow } from '../features/menu/index.ts'
import { WelcomePopup } from '../features/rewards/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import { useSiteConfig } from '../lib/site-config.tsx'
import { HeroImage } from '../ui/hero-image.tsx'
import { lazyComponent } from '../ui/lazy-when.tsx'
import type { Route } from './+types/home'

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiGet<TFeaturedProducts>('menus/featured', { request, context })
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, undefined)

/**
 * A signed-in member's usual and recent orders with 'Order Again': fetched with `import()` only once
 * the session keeper knows a member, so the server render and a guest's JavaScript stay the same.
 */
const memberHome = lazyComponent(() =>
  import('../features/reorder/lazy.ts').then((module) => module.MemberHome),
)

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig()
  const navigate = useNavigate()
  const isMember = useUser() !== null
  return (
    <main id="main">
      <section className="hero">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow">Fresh-sliced · Made to order</p>
            <h1>Stacked high, made right, ready when you are.</h1>
            <p className="hero__lede">
              Order {site.name} sandwiches, po'boys, soups and catering for pickup, curbside or delivery.
            </p>
            <div className="hero__search">
              <AddressSearch
                label="Find a Red Door near you"
                onSelect={(point) =>
                  navigate(
                    `/locations?lat=${point.lat}&lng=${point.lng}&q=${encodeURIComponent(point.label)}`,
                  )
                }
              />
            </div>
          </div>
          <HeroImage src="/images/products/classic-sandwich-tray.svg" />
        </div>
      </section>
      {isMember && (
        <Suspense fallback={null}>
          <memberHome.Component />
        </Suspense>
      )}
      <FeaturedRow products={loaderData.products} />
      <section className="container feature-grid" aria-label="Why guests love us">
        <div className="feature">
          <h2>Order ahead</h2>
          <p>Skip the line: pick a time up to two weeks out and we'll have it bagged.</p>
        </div>
        <div className="feature">
          <h2>Curbside &amp; delivery</h2>
          <p>Stay in the car or stay on the couch — most stores bring it to you.</p>
        </div>
        <div className="feature">
          <h2>Catering for a crowd</h2>
          <p>Sandwich trays and boxed lunches for the office, ordered two days ahead.</p>
        </div>
      </section>
      <WelcomePopup />
    </main>
  )
}
