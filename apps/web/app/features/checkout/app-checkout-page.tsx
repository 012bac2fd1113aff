import type { TUser } from '@deli/contracts'
import { useSearchParams } from 'react-router'
import { CheckoutPage, type TCheckoutStart } from './checkout-page.tsx'

/**
 * The mobile app's checkouts (/app/checkout, /app/testcheckout: `loadAppCheckout`), without site
 * chrome: the basket the app hands over as ?basket= becomes the current one.
 */
export function AppCheckoutPage(props: {
  variant: 'app' | 'app-test'
  user: TUser
  start: TCheckoutStart | null
}) {
  const [params] = useSearchParams()
  return (
    <CheckoutPage
      user={props.user}
      variant={props.variant}
      handedOverBasket={params.get('basket')}
      start={props.start}
    />
  )
}
