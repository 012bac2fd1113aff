import type { TUpsell } from '@deli/contracts'
import { caloriesText, formatMoney } from '@deli/domain'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'

/** One upsell of 'Complete Your Order': photo, name, price and calories, and an Add button. */
export function UpsellCard(props: {
  upsell: TUpsell
  isAdded: boolean
  isPending: boolean
  onAdd: () => void
}) {
  const { upsell } = props
  return (
    <article className="upsell-card" aria-labelledby={`upsell-${upsell.id}`}>
      <img className="upsell-card__image" src={upsell.image} alt="" width="96" height="72" />
      <div className="upsell-card__text">
        <h3 id={`upsell-${upsell.id}`} className="upsell-card__name">
          {upsell.name}
        </h3>
        <p className="upsell-card__meta">
          <span className="upsell-card__price">{formatMoney(upsell.cost)}</span>
          <span className="muted">{caloriesText(upsell.calories)}</span>
        </p>
      </div>
      <Button
        size="small"
        variant={props.isAdded ? 'neutral' : 'outline'}
        aria-disabled={props.isAdded || props.isPending}
        aria-busy={props.isPending}
        onClick={() => {
          if (!props.isAdded && !props.isPending) props.onAdd()
        }}
      >
        {props.isAdded ? <Icon name="check" size={18} /> : <Icon name="plus" size={18} />}
        {props.isAdded ? 'Added' : 'Add'}
        <span className="visually-hidden"> {upsell.name}</span>
      </Button>
    </article>
  )
}
