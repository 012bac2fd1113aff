import type { TAllergen } from '@deli/contracts'
import { ALLERGENS } from '@deli/contracts/constants'
import { useEffect, useState } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { memberApi } from '../../lib/member-api.ts'

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
 * choice is kept in localStorage; a member's is also saved to their account (`useAccountAvoided`).
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
      // Whatever was saved (another version, a hand edit), only known codes come back.
      merge: (saved, current) => {
        const avoided = (saved as { avoided?: unknown } | undefined)?.avoided
        return { ...current, avoided: Array.isArray(avoided) ? toAvoided(avoided.map(String)) : [] }
      },
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

/** True while the account's list is being adopted: that change is not saved back. */
let isAdopting = false

/**
 * A member's filter follows their account (ADR 049): once signed in, the account's list is adopted
 * (or, when the account has none yet, this browser's is saved to it), and every later change is
 * saved. `userId` is the signed-in member's (null: a guest, nothing to keep but localStorage).
 */
export function useAccountAvoided(userId: string | null) {
  useEffect(() => {
    if (!userId) return
    let isAdopted = false
    let isCancelled = false
    const save = (allergens: TAllergen[]) => void memberApi.saveAvoidAllergens(allergens).catch(() => {})
    void memberApi
      .avoidAllergens()
      .then(({ allergens }) => {
        if (isCancelled) return
        const local = useAvoidAllergens.getState().avoided
        if (allergens.length > 0) {
          isAdopting = true
          useAvoidAllergens.getState().setAvoided(allergens)
          isAdopting = false
        } else if (local.length > 0) save(local)
        isAdopted = true
      })
      .catch(() => {})
    const unsubscribe = useAvoidAllergens.subscribe((state, previous) => {
      if (isAdopted && !isAdopting && state.avoided !== previous.avoided) save(state.avoided)
    })
    return () => {
      isCancelled = true
      unsubscribe()
    }
  }, [userId])
}
