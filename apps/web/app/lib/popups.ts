import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** Site popups a person dismisses once (spec §3 store state "popups"): remembered in this browser. */
export type TPopupId = 'welcome'

type TPopups = {
  dismissed: TPopupId[]
  dismiss: (id: TPopupId) => void
}

/** The localStorage key; journeys preset it so only the welcome popup's own test meets the popup. */
export const POPUPS_STORAGE_KEY = 'deli-popups'

export const usePopups = create<TPopups>()(
  persist(
    (set) => ({
      dismissed: [],
      dismiss: (id) => set((state) => ({ dismissed: [...new Set([...state.dismissed, id])] })),
    }),
    {
      name: POPUPS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Rehydrated after the first render so server and client markup agree.
      skipHydration: true,
      partialize: (state) => ({ dismissed: state.dismissed }),
    },
  ),
)
