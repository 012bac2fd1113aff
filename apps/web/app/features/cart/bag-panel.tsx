import { TEXTS } from '@deli/domain'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { copyText } from '../../lib/copy-text.ts'
import { usePanels } from '../../lib/panels.ts'
import { trackViewCart } from '../../lib/tracking.ts'
import { Drawer } from '../../ui/drawer.tsx'
import { useGroupPoll, useGroupRole } from '../group-order/index.ts'
import { useBagAnnouncer } from './bag-announcer.ts'
import { BagContents } from './bag-contents.tsx'
import { BagNotice } from './bag-notice.tsx'
import { UpsellView } from './upsell-view.tsx'
import { useBagSubmit } from './use-bag-submit.ts'
import { isCartGone, useCart } from './use-cart.ts'
import { useMenuQuantities } from './use-menu-quantities.ts'
import { useTitleTaps } from './use-title-taps.ts'

/** Spec §2 gives no width for the bag; it matches the other side panels. */
const BAG_MAX_WIDTH = 488

/**
 * The cart side panel (spec §2): 'Your Bag (n)' with close, the bag or the upsell view 'Complete
 * Your Order', a polite live region for cart changes, and the 'Heads Up!' popup after ten taps on
 * the title (the basket ID copied for support). Opening it records view_cart.
 */
export function BagPanel() {
  const isOpen = usePanels((state) => state.open === 'bag')
  const { cart, cartId, query } = useCart()
  const submit = useBagSubmit(cart)
  const group = useGroupRole()
  // Spec §4 Polling: while the bag is open; a changed host-pays group refreshes the basket.
  useGroupPoll(isOpen, () => void query.refetch())
  const quantitiesFor = useMenuQuantities(cart?.menu_id ?? null, isOpen && (cart?.products.length ?? 0) > 0)
  const message = useBagAnnouncer((state) => state.message)
  const anchor = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState<{ id: string; isCopied: boolean } | null>(null)

  useTitleTaps(anchor, isOpen, async () => {
    if (!cartId) return
    const dialog = anchor.current?.closest('dialog') ?? undefined
    setCopied({ id: cartId, isCopied: await copyText(cartId, dialog) })
  })

  const openedOrClosed = useEffectEvent((open: boolean) => {
    if (open) trackViewCart(cart)
    else {
      submit.backToBag()
      submit.clearError()
      submit.hideCheckIn()
      setCopied(null)
    }
  })
  useEffect(() => openedOrClosed(isOpen), [isOpen])

  const loadError =
    query.error && !isCartGone(query.error)
      ? query.error instanceof ApiError
        ? query.error.message
        : 'We could not load your bag. Please try again.'
      : ''
  const isUpsell = submit.upsells !== null

  return (
    <Drawer
      open={isOpen}
      onClose={() => {
        // The drawer reports its close asynchronously: never close a panel opened in its place.
        if (usePanels.getState().open === 'bag') usePanels.getState().closePanel()
      }}
      title={
        isUpsell ? TEXTS.completeYourOrder : `${TEXTS.yourBag} (${cart ? group.count(cart.products) : 0})`
      }
      maxWidth={BAG_MAX_WIDTH}
    >
      <div ref={anchor} className="bag-panel">
        <p className="visually-hidden" role="status">
          {message}
        </p>
        {copied && (
          <BagNotice placement="panel" title={TEXTS.headsUp} onDismiss={() => setCopied(null)}>
            <p>{copied.isCopied ? TEXTS.basketIdCopied : 'Copy the basket ID below.'}</p>
            <p className="bag-notice__id">Basket ID: {copied.id}</p>
          </BagNotice>
        )}
        {submit.upsells !== null ? (
          <UpsellView
            upsells={submit.upsells}
            quantitiesFor={quantitiesFor}
            onBack={() => {
              submit.backToBag()
              requestAnimationFrame(() => document.getElementById('bag-submit')?.focus())
            }}
            onDecline={submit.goToCheckout}
          />
        ) : (
          <BagContents
            cart={cart}
            loading={cartId !== null && query.isPending}
            loadError={loadError}
            submit={submit}
            quantitiesFor={quantitiesFor}
          />
        )}
      </div>
    </Drawer>
  )
}
