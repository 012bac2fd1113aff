import type { TLocation, TSuperCategory } from '@deli/contracts'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** What the guest has chosen so far, kept in localStorage (DESIGN.md §6). */
export type TCurrentLocation = Pick<
  TLocation,
  'id' | 'menu_id' | 'name' | 'path' | 'address' | 'city' | 'state' | 'zip' | 'phone'
>

type TOrderContext = {
  location: TCurrentLocation | null
  superCategory: TSuperCategory
  /** The basket's id; the basket itself lives on the server (DESIGN.md §6). */
  cartId: string | null
  setLocation: (location: TCurrentLocation) => void
  clearLocation: () => void
  setSuperCategory: (superCategory: TSuperCategory) => void
  setCartId: (cartId: string | null) => void
  /** Forgets basket and location (and with them the menu): timeout, leaving, failed delivery set-up. */
  clearOrder: () => void
}

export const useOrderContext = create<TOrderContext>()(
  persist(
    (set) => ({
      location: null,
      superCategory: 'mealtime',
      cartId: null,
      setLocation: (location) => set({ location }),
      clearLocation: () => set({ location: null }),
      setSuperCategory: (superCategory) => set({ superCategory }),
      setCartId: (cartId) => set({ cartId }),
      clearOrder: () => set({ location: null, cartId: null }),
    }),
    {
      name: 'deli-order',
      storage: createJSONStorage(() => localStorage),
      // Rehydrated after the first render so server and client markup agree.
      skipHydration: true,
      partialize: (state) => ({
        location: state.location,
        superCategory: state.superCategory,
        cartId: state.cartId,
      }),
    },
  ),
)

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
