import type { TCart, TPaymentConfig, TUser } from '@deli/contracts'
import { formatMoney, isCartEmpty, isDeliveryHandoff, TEXTS } from '@deli/domain'
import { type DehydratedState, HydrationBoundary, useQuery, useQueryClient } from '@tanstack/react-query'
import { memo, useEffect, useRef } from 'react'
import { checkoutApi, PAYMENT_CONFIG_KEY } from '../../lib/checkout-api.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { Spinner } from '../../ui/loader.tsx'
import { BagDiscounts, cartQueryKey, OrderTotals, useCart } from '../cart/index.ts'
import { ContactSection } from './contact-section.tsx'
import { HandoffSection } from './handoff-section.tsx'
import { OrderLines } from './order-lines.tsx'
import { PaymentSection } from './payment-section.tsx'
import { useTipCheck } from './tip-check.tsx'
import { TipSection } from './tip-section.tsx'
import { useCheckoutForm } from './use-checkout-form.ts'
import { useCheckoutSubmit } from './use-checkout-submit.ts'
import { useOrderReady } from './use-order-ready.ts'

/**
 * Which checkout: the storefront's, the mobile app's web view (/app/checkout, no site chrome) or its
 * test variant (/app/testcheckout: the test gateway whatever the configuration, test cards listed).
 */
export type TCheckoutVariant = 'web' | 'app' | 'app-test' | 'kiosk'

/** Shown beside Place Order to a browser without JavaScript: the card is tokenised by script. */
const CHECKOUT_NEEDS_SCRIPT = 'Turn on JavaScript to place your order.'

const TEST_GATEWAY: TPaymentConfig = { gateway: 'test', publishableKey: null }

function CheckoutEmpty() {
  return (
    <div className="empty-state checkout-empty">
      <Icon name="bag" size={48} />
      <p className="empty-state__title">{TEXTS.emptyBagTitle}</p>
      <p>{TEXTS.emptyBagBody}</p>
      <ButtonLink to="/menu">{TEXTS.goToMenu}</ButtonLink>
    </div>
  )
}

/**
 * The form (memo: when the order context is read after hydration and names the basket the server
 * rendered, nothing of it changes, and the whole form is not rendered a second time).
 */
const CheckoutForm = memo(function CheckoutForm(props: {
  cart: TCart
  user: TUser | null
  variant: TCheckoutVariant
}) {
  const { cart, variant } = props
  const isTestForced = variant === 'app-test'
  const configQuery = useQuery({
    queryKey: PAYMENT_CONFIG_KEY,
    queryFn: ({ signal }) => checkoutApi.paymentConfig(signal),
    enabled: !isTestForced,
    staleTime: 5 * 60_000,
  })
  const config = isTestForced ? TEST_GATEWAY : (configQuery.data ?? null)
  const submission = useCheckoutSubmit({
    clientType: variant === 'web' || variant === 'kiosk' ? 'web' : 'app',
  })
  const form = useCheckoutForm({ cart, user: props.user, gateway: config?.gateway ?? null, submission })
  const totals = { ...cart.totals, tip: form.tip.cents, total: cart.totals.total + form.tip.cents }
  const tipCheck = useTipCheck({
    tip: form.tip.cents,
    subtotal: cart.totals.subtotal,
    onPlace: form.placeOrder,
  })
  // The button is disabled while a submission runs, which drops keyboard focus to the page; when it
  // ends in an error, focus comes back to the form (the alert is announced): to the card number when
  // the card was refused (the guest fixes or changes the card next, its digits selected to type
  // over), else to the button, so Tab stays in the form.
  const submitRef = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(false)
  const isCardRefused = submission.isPaymentRefused && form.payment === 'card'
  useEffect(() => {
    if (wasBusy.current && !submission.isBusy && submission.error) {
      const cardNumber = isCardRefused ? document.getElementById('checkout-card_number') : null
      const target = cardNumber ?? submitRef.current
      target?.focus()
      if (target instanceof HTMLInputElement) target.select()
    }
    wasBusy.current = submission.isBusy
  }, [submission.isBusy, submission.error, isCardRefused])
  return (
    <form
      className="checkout-layout"
      aria-label="Checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!tipCheck.ask()) form.placeOrder()
      }}
    >
      <div className="checkout-main">
        <ContactSection form={form} />
        <HandoffSection cart={cart} form={form} />
        <TipSection form={form} subtotal={cart.totals.subtotal} />
        <section className="checkout-section" aria-labelledby="checkout-discounts-title">
          <h2 id="checkout-discounts-title" className="checkout-section__title">
            Discounts
          </h2>
          <BagDiscounts cart={cart} emptyText="No discounts apply to this order." />
        </section>
        <PaymentSection
          form={form}
          config={config}
          configError={
            configQuery.error ? 'We could not load the payment options. Please reload the page.' : ''
          }
          showTestCards={isTestForced}
        />
      </div>
      <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className="checkout-section__title">
          {TEXTS.yourOrder} ({cart.count})
        </h2>
        <OrderLines lines={cart.products} label="Items in your order" />
        <OrderTotals
          totals={totals}
          discounts={cart.discounts}
          isDelivery={isDeliveryHandoff(cart.handoff)}
        />
        <div className="checkout-submit">
          {submission.error && (
            <p className="field-error checkout-submit__error" role="alert">
              {submission.error}
            </p>
          )}
          <noscript>
            <p className="checkout-submit__noscript">{CHECKOUT_NEEDS_SCRIPT}</p>
          </noscript>
          <p className="checkout-submit__progress" role="status">
            {submission.progress}
          </p>
          {/* Phones: this block stays at the foot of the screen with the total (checkout.css). */}
          <p className="checkout-submit__total">{`Total ${formatMoney(totals.total)}`}</p>
          <button
            ref={submitRef}
            type="submit"
            className="btn btn--large btn--primary checkout-submit__button"
            disabled={submission.isBusy || config === null}
            aria-busy={submission.isBusy}
          >
            {submission.isBusy ? 'Placing order…' : 'Place Order'}
          </button>
        </div>
      </aside>
      {tipCheck.dialog}
    </form>
  )
})

/**
 * What the server renders a checkout with (ADR 039, `loadCheckoutStart`): the basket it found and
 * the queries the form reads first, as TanStack Query's dehydrated cache.
 */
export type TCheckoutStart = { cartId: string; queries: DehydratedState }

type TCheckoutPageProps = {
  user: TUser | null
  variant: TCheckoutVariant
  handedOverBasket?: string | null
  start?: TCheckoutStart | null
}

/**
 * /order/checkout (and the app variants): the member's basket with contact, handoff, tip,
 * discounts, totals and payment; an empty state with a way to the menu when there is no basket.
 * At a store kiosk (ADR 030) there is no member (`user` null) and the guest gives a name only.
 * The server renders the form with the basket the browser's cookie names (ADR 039); the browser's
 * cache starts from the server's answers.
 */
export function CheckoutPage(props: TCheckoutPageProps) {
  return (
    <HydrationBoundary state={props.start?.queries}>
      <CheckoutContent {...props} />
    </HydrationBoundary>
  )
}

function CheckoutContent(props: TCheckoutPageProps) {
  const isReady = useOrderReady(props.handedOverBasket ?? null)
  const { cart, cartId, query } = useCart()
  const client = useQueryClient()
  // Until the order context is read from localStorage, the basket the server rendered.
  const early =
    !isReady && props.start ? (client.getQueryData<TCart>(cartQueryKey(props.start.cartId)) ?? null) : null
  const shown = isReady ? cart : early
  const isLoading = isReady ? cartId !== null && query.isPending : early === null
  return (
    <main id="main" className="page checkout-page">
      <div className="container">
        <h1>Checkout</h1>
        {isLoading ? (
          <div className="page--center checkout-loading">
            <Spinner label="Loading your order" />
          </div>
        ) : shown && !isCartEmpty(shown.products) ? (
          // Inert until the page is interactive (ADR 039): React resets what it controls when it takes
          // over, so nothing typed before is lost, and nothing is submitted natively.
          <div className="checkout-ready" inert={!isReady}>
            <CheckoutForm key={shown.id} cart={shown} user={props.user} variant={props.variant} />
          </div>
        ) : (
          <CheckoutEmpty />
        )}
      </div>
    </main>
  )
}
