import { create } from 'zustand'

/**
 * The group order's popups (spec §4), shown over whatever page the person is on: the host's
 * reminder after starting, a participant's 'Heads Up!' after adding their selections, the end of a
 * group (cancelled or submitted), and 'Group order is closed' once the host completed it.
 */
export type TGroupPopup =
  | { kind: 'reminder' }
  | { kind: 'added'; host: string }
  | { kind: 'ended'; message: string }
  | { kind: 'completed'; title: string; message: string }

type TGroupPopups = {
  popup: TGroupPopup | null
  show: (popup: TGroupPopup) => void
  dismiss: () => void
}

export const useGroupPopups = create<TGroupPopups>()((set) => ({
  popup: null,
  show: (popup) => set({ popup }),
  dismiss: () => set({ popup: null }),
}))
