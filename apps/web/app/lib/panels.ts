import { create } from 'zustand'

/** The side panels of spec §2; at most one is open at a time. */
export type TPanel = 'bag' | 'order-control' | 'delivery' | 'group-order'

type TPanels = {
  open: TPanel | null
  openPanel: (panel: TPanel) => void
  closePanel: () => void
}

/** Which side panel is open: the header, mobile sub-header, product page and panels all open them. */
export const usePanels = create<TPanels>()((set) => ({
  open: null,
  openPanel: (panel) => set({ open: panel }),
  closePanel: () => set({ open: null }),
}))
