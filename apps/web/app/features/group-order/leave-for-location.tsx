import { TEXTS } from '@deli/domain'
import { create } from 'zustand'
import { groupOrderApi } from '../../lib/group-order-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { forgetGroupOrder } from './use-group-order.ts'

type TAsk = { answer: (isConfirmed: boolean) => void } | null
/** The open question, and whether its group is already cancelled (the dialog is closing after 'Yes'). */
const useAsk = create<{ ask: TAsk; isDone: boolean }>()(() => ({ ask: null, isDone: false }))

/**
 * Changing location during a group order (spec §4, §8): asks 'Heads up! Changing your order location
 * will cancel your group order. Are you sure you wish to continue?' first. Confirmed: the host cancels
 * the group (a participant leaves it), and the group, basket and location are forgotten; resolves true,
 * and the caller goes on choosing the new location. Not in a group: true at once.
 */
export function confirmLocationChange(): Promise<boolean> {
  if (!useOrderContext.getState().groupOrder) return Promise.resolve(true)
  return new Promise((resolve) => useAsk.setState({ ask: { answer: resolve }, isDone: false }))
}

/** The dialog of `confirmLocationChange`, mounted once with the group popups. */
export function LocationChangeDialog() {
  const ask = useAsk((state) => state.ask)
  const isDone = useAsk((state) => state.isDone)
  const answer = (isConfirmed: boolean) => {
    useAsk.setState({ ask: null })
    ask?.answer(isConfirmed)
  }
  return (
    <ConfirmDialog
      open={ask !== null && !isDone}
      title={TEXTS.headsUp}
      body={TEXTS.changeLocationCancelsGroupOrder}
      confirmLabel={TEXTS.confirmCancelOrder}
      dismissLabel={TEXTS.confirmGoBack}
      onConfirm={async () => {
        const groupOrder = useOrderContext.getState().groupOrder
        if (!groupOrder) return
        const group = await groupOrderApi.get(groupOrder.id)
        if (group.role === 'host') await groupOrderApi.cancel(groupOrder.id)
        else await groupOrderApi.leave(groupOrder.id)
        useAsk.setState({ isDone: true })
      }}
      onClose={() => {
        // Closing without 'Yes' (Go back, Escape) is a no; after 'Yes' the answer waits for onConfirmed.
        if (useAsk.getState().ask && !useAsk.getState().isDone) answer(false)
      }}
      onConfirmed={() => {
        forgetGroupOrder()
        answer(true)
      }}
    />
  )
}
