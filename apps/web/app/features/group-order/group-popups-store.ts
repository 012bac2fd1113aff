import { create } from 'zustand'

/**
 * The group order's popups (spec §4), shown over whatever page the person is on: the host's
 * reminder after starting, a participant's 'Heads Up!' after adding their selections, the end of a
 * group (cancelled or submitted), and 'Group order is closed' once the host completed it.
 */
export type TGroupPopup =
  | { kind: 'reminder' }
  | { kind: 'added'; host: string }
  | { kind: 'ended'; message: string; detail?: string }
  | { kind: 'completed'; title: string; message: string; detail: string }

type TGroupPopups = {
  popup: TGroupPopup | null
  /** A group's end was told on this page: no marketing popup follows it (spec §2 site popups). */
  hasToldEnd: boolean
  show: (popup: TGroupPopup) => void
  dismiss: () => void
}

export const useGroupPopups = create<TGroupPopups>()((set) => ({
  popup: null,
  hasToldEnd: false,
  show: (popup) =>
    set((state) => ({
      popup,
      hasToldEnd: state.hasToldEnd || popup.kind === 'ended' || popup.kind === 'completed',
    })),
  dismiss: () => set({ popup: null }),
}))
