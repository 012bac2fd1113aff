import type { TContentBlock } from '@deli/contracts'
import { RichText } from './rich-text.tsx'
import { StoryButton } from './story-button.tsx'

type TCard = Extract<TContentBlock, { component: 'content_card' }>

/** Spec §3 content card: title (a small eyebrow), heading, body and a list of buttons. */
export function ContentCard({ card }: { card: TCard }) {
  return (
    <section className="content-card" aria-labelledby={`card-${card._uid}`}>
      {card.title && <p className="eyebrow">{card.title}</p>}
      <h2 id={`card-${card._uid}`} className="content-card__heading">
        {card.heading}
      </h2>
      {card.body && <RichText document={card.body} />}
      {card.buttons.length > 0 && (
        <div className="content-card__buttons">
          {card.buttons.map((button) => (
            <StoryButton key={button._uid} button={button} />
          ))}
        </div>
      )}
    </section>
  )
}
