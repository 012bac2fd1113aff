import { ORDER_TIME_UPDATED_MS, TEXTS } from '@deli/domain'
import { useEffect } from 'react'
import { create } from 'zustand'
import { Icon } from '../../ui/icon.tsx'

/** When the select-time modal last saved a time (it closes at once, so the page says so). */
export const useOrderTimeAlert = create<{ shownAt: number | null; show: () => void; hide: () => void }>()(
  (set) => ({
    shownAt: null,
    show: () => set({ shownAt: Date.now() }),
    hide: () => set({ shownAt: null }),
  }),
)

/** The page's 'Order Time Updated' alert (spec §2, §4): 3500 ms after the modal saved a time. */
export function OrderTimeAlert() {
  const shownAt = useOrderTimeAlert((state) => state.shownAt)
  const hide = useOrderTimeAlert((state) => state.hide)
  useEffect(() => {
    if (shownAt === null) return
    const timer = setTimeout(hide, ORDER_TIME_UPDATED_MS)
    return () => clearTimeout(timer)
  }, [shownAt, hide])
  return (
    <div role="alert" className="order-time-alert">
      {shownAt !== null && (
        <p className="time-picker__updated">
          <Icon name="check" size={20} />
          {TEXTS.orderTimeUpdated}
        </p>
      )}
    </div>
  )
}
