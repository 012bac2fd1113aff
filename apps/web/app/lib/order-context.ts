import type { TGroupPaymentType, THandoffMode, TLocation, TSuperCategory } from '@deli/contracts'
import { ORDER_CONTEXT_KEY } from '@deli/contracts/constants'
import { useEffect, useState } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { writeBasketCookie } from './basket-cookie.ts'

/** What the guest has chosen so far, kept in localStorage (ADR 004). */
export type TCurrentLocation = Pick<
  TLocation,
  'id' | 'menu_id' | 'name' | 'path' | 'address' | 'city' | 'state' | 'zip' | 'phone'
>

/** The group order the person is in (spec §6: held client-side with the person's own name). */
export type TGroupOrderRef = { id: string; name: string }

/** Group order options (spec §3) chosen in the host view, kept until a location makes the group. */
export type TGroupOrderSetup = {
  payment_type: TGroupPaymentType
  handoff: Extract<THandoffMode, 'pickup' | 'delivery'>
}

type TOrderContext = {
  location: TCurrentLocation | null
  superCategory: TSuperCategory
  /** The basket's id; the basket itself lives on the server (ADR 006). */
  cartId: string | null
  groupOrder: TGroupOrderRef | null
  groupSetup: TGroupOrderSetup | null
  /** The basket whose upsell view was shown (spec §4: upsells only 'if … not yet shown'): once per bag. */
  upsellsShownFor: string | null
  setLocation: (location: TCurrentLocation) => void
  clearLocation: () => void
  setSuperCategory: (superCategory: TSuperCategory) => void
  setCartId: (cartId: string | null) => void
  setGroupOrder: (groupOrder: TGroupOrderRef | null) => void
  setGroupSetup: (groupSetup: TGroupOrderSetup | null) => void
  setUpsellsShownFor: (cartId: string) => void
  /**
   * Forgets basket, location (and with them the menu) and group order: timeout, leaving or
   * cancelling a group, failed delivery set-up (spec §4).
   */
  clearOrder: () => void
}

export const useOrderContext = create<TOrderContext>()(
  persist(
    (set) => ({
      location: null,
      superCategory: 'mealtime',
      cartId: null,
      groupOrder: null,
      groupSetup: null,
      upsellsShownFor: null,
      setLocation: (location) => set({ location }),
      clearLocation: () => set({ location: null }),
      setSuperCategory: (superCategory) => set({ superCategory }),
      setCartId: (cartId) => set({ cartId }),
      setGroupOrder: (groupOrder) => set({ groupOrder }),
      setGroupSetup: (groupSetup) => set({ groupSetup }),
      setUpsellsShownFor: (upsellsShownFor) => set({ upsellsShownFor }),
      clearOrder: () => set({ location: null, cartId: null, groupOrder: null, groupSetup: null }),
    }),
    {
      name: ORDER_CONTEXT_KEY,
      storage: createJSONStorage(() => localStorage),
      // Rehydrated after the first render so server and client markup agree.
      skipHydration: true,
      partialize: (state) => ({
        location: state.location,
        superCategory: state.superCategory,
        cartId: state.cartId,
        groupOrder: state.groupOrder,
        groupSetup: state.groupSetup,
        upsellsShownFor: state.upsellsShownFor,
      }),
    },
  ),
)

// The browser's copy of the basket id, which the checkout's server render reads (ADR 039): written on
// every change and once each page load, when localStorage is read (so a cookie that outlived its
// basket, or was lost, follows localStorage again).
// (On the server the store has no storage, and no `persist` either.)
if (typeof window !== 'undefined') {
  useOrderContext.subscribe((state, previous) => {
    if (state.cartId !== previous.cartId) writeBasketCookie(state.cartId)
  })
  useOrderContext.persist.onFinishHydration((state) => writeBasketCookie(state.cartId))
}

export const toCurrentLocation = (location: TLocation): TCurrentLocation => ({
  id: location.id,
  menu_id: location.menu_id,
  name: location.name,
  path: location.path,
  address: location.address,
  city: location.city,
  state: location.state,
  zip: location.zip,
  phone: location.phone,
})

/** True once the saved order (location, basket id) is restored from localStorage, after the first render. */
export function useOrderContextHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false)
  useEffect(() => {
    if (useOrderContext.persist.hasHydrated()) setHydrated(true)
    else return useOrderContext.persist.onFinishHydration(() => setHydrated(true))
  }, [])
  return isHydrated
}
