import { create } from 'zustand'

type TBagAnnouncer = { message: string; announce: (message: string) => void }

/**
 * What the bag's polite live region says (spec: cart changes announced). The region is emptied
 * first so the same sentence twice is read twice.
 */
export const useBagAnnouncer = create<TBagAnnouncer>()((set) => ({
  message: '',
  announce: (message) => {
    set({ message: '' })
    setTimeout(() => set({ message }), 60)
  },
}))

export const announceBagChange = (message: string) => useBagAnnouncer.getState().announce(message)
