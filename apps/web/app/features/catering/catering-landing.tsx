import type { TStory } from '@deli/contracts'
import { CATERING_DAYS_AHEAD, DEFAULT_ADVANCE_DAYS } from '@deli/domain'
import { Link } from 'react-router'
import { useOrderContext } from '../../lib/order-context.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { HeroImage } from '../../ui/hero-image.tsx'
import { StoryBlocks } from '../content/index.ts'
import { cateringMenuPath } from './catering-paths.ts'

/**
 * /catering (spec §2: the catering channel's destination): the catering menu entry — straight to
 * the chosen location's catering menu, else the catering menu chooser — how ordering ahead works
 * (from the domain's catering rule, never a second copy of its numbers), and the catering inquiry
 * story's own blocks (its rich text and the CMS form) for events that need a coordinator.
 */
export function CateringLanding({ inquiry }: { inquiry: TStory }) {
  const location = useOrderContext((state) => state.location)
  return (
    <main id="main" className="catering">
      <section className="catering__hero">
        <div className="container catering__hero-grid">
          <div>
            <p className="eyebrow">Meetings · Parties · Events</p>
            <h1>Catering</h1>
            <p className="hero__lede">
              Boxed lunches, sandwich trays, soups and cookie platters for a crowd — ordered ahead, ready on
              time.
            </p>
            <p className="catering__cta">
              <ButtonLink to={cateringMenuPath(location)}>
                {location ? `Order Catering from ${location.name}` : 'Find a Location for Catering'}
              </ButtonLink>
            </p>
            {location && (
              <p className="muted">
                Not your spot? <Link to="/locations">Choose another location</Link>
              </p>
            )}
          </div>
          <HeroImage src="/images/products/classic-sandwich-tray.svg" />
        </div>
      </section>
      <section className="container catering__steps" aria-labelledby="catering-how">
        <h2 id="catering-how" className="section-title">
          How ordering ahead works
        </h2>
        <ol className="catering__step-list">
          <li>
            <h3>Choose your location</h3>
            <p>Pick the Red Door that will make your order, for pickup or delivery where it delivers.</p>
          </li>
          <li>
            <h3>Pick a day and time</h3>
            <p>
              Catering is always ordered ahead — at least {CATERING_DAYS_AHEAD} days before your event and up
              to {DEFAULT_ADVANCE_DAYS} days out at most locations.
            </p>
          </li>
          <li>
            <h3>Build your order</h3>
            <p>Trays, boxed lunches and sides from the catering menu, sized to your group.</p>
          </li>
          <li>
            <h3>We have it ready</h3>
            <p>Your order is made fresh that morning and ready at the time you chose.</p>
          </li>
        </ol>
      </section>
      <section className="container catering__inquiry" aria-labelledby="catering-inquiry">
        <h2 id="catering-inquiry" className="section-title">
          {inquiry.content.title}
        </h2>
        <StoryBlocks blocks={inquiry.content.body} formId={inquiry.full_slug} />
      </section>
    </main>
  )
}
