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
  setLocation: (location: TCurrentLocation) => void
  clearLocation: () => void
  setSuperCategory: (superCategory: TSuperCategory) => void
}

export const useOrderContext = create<TOrderContext>()(
  persist(
    (set) => ({
      location: null,
      superCategory: 'mealtime',
      setLocation: (location) => set({ location }),
      clearLocation: () => set({ location: null }),
      setSuperCategory: (superCategory) => set({ superCategory }),
    }),
    {
      name: 'deli-order',
      storage: createJSONStorage(() => localStorage),
      // Rehydrated after the first render so server and client markup agree.
      skipHydration: true,
      partialize: (state) => ({ location: state.location, superCategory: state.superCategory }),
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
