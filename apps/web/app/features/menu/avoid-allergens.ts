import type { TAllergen } from '@deli/contracts'
import { ALLERGENS } from '@deli/contracts/constants'
import { useEffect, useState } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** Where a guest's avoided allergens are kept in the browser (ADR 049). */
export const AVOID_ALLERGENS_KEY = 'deli-avoid-allergens'

type TAvoidAllergens = {
  /** The allergens the guest avoids, in the order of ALLERGENS. */
  avoided: TAllergen[]
  setAvoided: (avoided: readonly TAllergen[]) => void
}

/** Only known codes, each once, in the order of ALLERGENS (what localStorage or the account gives back). */
export const toAvoided = (codes: readonly string[]): TAllergen[] =>
  ALLERGENS.filter((allergen) => codes.includes(allergen))

/**
 * The allergens a guest avoids (ADR 049): the menu filter and the product page read it. A guest's
 * choice is kept in localStorage; a member's is also saved to their account (`useMemberAvoided`).
 */
export const useAvoidAllergens = create<TAvoidAllergens>()(
  persist(
    (set) => ({
      avoided: [],
      setAvoided: (avoided) => set({ avoided: toAvoided(avoided) }),
    }),
    {
      name: AVOID_ALLERGENS_KEY,
      storage: createJSONStorage(() => localStorage),
      // Read after the first render so server and browser markup agree.
      skipHydration: true,
      partialize: (state) => ({ avoided: state.avoided }),
      merge: (saved, current) => ({
        ...current,
        avoided: toAvoided(
          Array.isArray((saved as { avoided?: unknown })?.avoided)
            ? (saved as { avoided: string[] }).avoided
            : [],
        ),
      }),
    },
  ),
)

/** The avoided allergens once localStorage is read (none in the server's markup and the first render). */
export function useAvoided(): TAllergen[] {
  const avoided = useAvoidAllergens((state) => state.avoided)
  const [isHydrated, setHydrated] = useState(false)
  useEffect(() => {
    if (!useAvoidAllergens.persist.hasHydrated()) void useAvoidAllergens.persist.rehydrate()
    setHydrated(true)
  }, [])
  return isHydrated ? avoided : NONE
}
const NONE: TAllergen[] = []
