import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { memberApi } from '../../lib/member-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { Button } from '../../ui/button.tsx'
import { dropMemberData, signOutLocally, useSessionReady, useUser } from '../account/index.ts'
import { ProfileSection } from '../account-forms/index.ts'
import { forgetCart } from '../cart/index.ts'
import { PasskeysSection } from '../passkeys/index.ts'
import { UsualOrdersSection } from '../reorder/index.ts'
import { RewardsSection } from '../rewards/index.ts'
import { FavouriteLocations } from './favourite-locations.tsx'
import { OrderHistory } from './order-history.tsx'
import { SavedAddressesSection } from './saved-addresses-section.tsx'

/**
 * /account (spec §2, §6 Member): points and offers, order history with the Order Summary modal,
 * favourite locations, saved addresses, the profile, and sign-out. Guests go to sign in and back.
 * The account-page feature's one component: it builds on account, locations, delivery and cart.
 */
export function AccountPage() {
  const user = useUser()
  const isReady = useSessionReady()
  const navigate = useNavigate()
  // Signing out ends the session and the basket with it, whatever the server answers.
  const signingOut = useMutation({
    mutationFn: () => memberApi.logout(),
    onSettled: () => {
      signOutLocally()
      dropMemberData()
      // The bag empties now, not on the next read.
      const { cartId } = useOrderContext.getState()
      if (cartId) forgetCart(cartId)
      navigate('/')
    },
  })
  // Signing out goes home; the guest redirect to sign-in is for arriving guests only.
  const hasSignedOut = useRef(false)

  useEffect(() => {
    if (isReady && !user && !hasSignedOut.current)
      navigate('/account/signin?redirect=%2Faccount', { replace: true })
  }, [isReady, user, navigate])

  function signOut() {
    hasSignedOut.current = true
    signingOut.mutate()
  }

  if (!user)
    return (
      <main id="main" className="container page account-page">
        <p className="muted" role="status">
          Loading your account…
        </p>
      </main>
    )
  return (
    <main id="main" className="container page account-page">
      <header className="account-hero">
        <div>
          <p className="eyebrow">My Account</p>
          <h1 className="account-hero__title">Hi, {user.first_name}!</h1>
        </div>
        <Button variant="outline" size="small" onClick={signOut} aria-busy={signingOut.isPending}>
          Sign Out
        </Button>
      </header>
      <nav className="account-tabs" aria-label="Account sections">
        <a href="#rewards">Points &amp; Offers</a>
        <a href="#favorites">Favorites</a>
        <a href="#orders">Order History</a>
        <a href="#addresses">Addresses</a>
        <a href="#passkeys">Passkeys</a>
        <a href="#profile">Profile</a>
      </nav>
      <div className="account-grid">
        <RewardsSection />
        <FavouriteLocations />
        <UsualOrdersSection />
        <OrderHistory />
        <SavedAddressesSection />
        <PasskeysSection />
        <ProfileSection user={user} />
      </div>
    </main>
  )
}
