import type { TQuantities, TUpsell } from '@deli/contracts'
import { upsellFooterLabel } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { cartApi } from '../../lib/cart-api.ts'
import { trackQuantityChange } from '../../lib/tracking.ts'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { announceBagChange } from './bag-announcer.ts'
import { errorMessage, reportCartError } from './cart-expiry.ts'
import { UpsellCard } from './upsell-card.tsx'
import { changeCart } from './use-cart.ts'

/**
 * The bag's upsell view 'Complete Your Order' (spec §2, §4 Cart): a back arrow to the bag, upsell
 * cards whose Add puts the item in the bag with no choices, and 'No, Thanks' on to checkout (once
 * something was added, the same button says 'Continue To Checkout').
 */
export function UpsellView(props: {
  upsells: TUpsell[]
  quantitiesFor: (productId: number) => TQuantities
  onBack: () => void
  onDecline: () => void
}) {
  const back = useRef<HTMLButtonElement>(null)
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set())
  const adding = useMutation({
    mutationFn: (upsell: TUpsell) =>
      changeCart((cartId) =>
        cartApi.addProduct(cartId, {
          product_id: upsell.product_id,
          quantity: props.quantitiesFor(upsell.product_id).min,
          choices: [],
        }),
      ),
  })
  const pendingId = adding.isPending ? (adding.variables?.id ?? null) : null
  const [error, setError] = useState('')
  useEffect(() => back.current?.focus(), [])

  async function add(upsell: TUpsell) {
    if (adding.isPending) return
    setError('')
    const quantity = props.quantitiesFor(upsell.product_id).min
    try {
      const cart = await adding.mutateAsync(upsell)
      const line = cart.products.findLast((candidate) => candidate.product_id === upsell.product_id)
      if (line) trackQuantityChange(line, 0, quantity)
      setAdded((current) => new Set(current).add(upsell.id))
      announceBagChange(`${quantity} × ${upsell.name} added to your bag.`)
    } catch (failure) {
      reportCartError(failure)
      setError(errorMessage(failure))
    }
  }

  return (
    <div className="upsell-view">
      <button ref={back} type="button" className="upsell-view__back" onClick={props.onBack}>
        <Icon name="back" size={20} />
        <span>Back to your bag</span>
      </button>
      <p className="upsell-view__intro">Round off your order with a side, a drink or something sweet.</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ul className="upsell-list">
        {props.upsells.map((upsell) => (
          <li key={upsell.id}>
            <UpsellCard
              upsell={upsell}
              isAdded={added.has(upsell.id)}
              isPending={pendingId === upsell.id}
              onAdd={() => add(upsell)}
            />
          </li>
        ))}
      </ul>
      <div className="bag-footer">
        <Button className="bag-footer__submit" onClick={props.onDecline}>
          {upsellFooterLabel(added.size)}
        </Button>
      </div>
    </div>
  )
}
