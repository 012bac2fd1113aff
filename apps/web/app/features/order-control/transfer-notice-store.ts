import type { TTransferReport } from '@deli/contracts'
import { create } from 'zustand'

export type TTransferNotice = Omit<TTransferReport, 'cart'> & {
  storeName: string
  path: string
  /** Lines of a bag this store could not take, deleted after the guest agreed. */
  deleted?: { name: string; quantity: number }[]
}

type TTransferNoticeStore = {
  notice: TTransferNotice | null
  /** Remembers a report worth telling the guest (something removed, repriced or deleted), shown on `path`. */
  report: (notice: TTransferNotice) => void
  dismiss: () => void
}

/** The report of a bag moved to another store (spec §4 Location selection), shown to the guest once. */
export const useTransferNotice = create<TTransferNoticeStore>()((set) => ({
  notice: null,
  report: (notice) =>
    set({
      notice:
        notice.removed.length > 0 || notice.repriced.length > 0 || (notice.deleted?.length ?? 0) > 0
          ? notice
          : null,
    }),
  dismiss: () => set({ notice: null }),
}))
