import type { TCartProduct } from '@deli/contracts'
import { visibleLines } from '@deli/domain'
import { create } from 'zustand'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'

type TQuestion = { title: string; body: string; confirmLabel: string }
type TAsk = (TQuestion & { answer: (isConfirmed: boolean) => void }) | null
/** The open question, and whether it was answered 'yes' (the dialog is closing). */
const useAsk = create<{ ask: TAsk; isDone: boolean }>()(() => ({ ask: null, isDone: false }))

/** Thrown when the guest keeps their bag rather than lose or move it: nothing changed, nothing to show. */
export class BagKeptError extends Error {
  readonly code = 'BAG_KEPT'
  constructor() {
    super('Your bag was kept as it was; nothing was added.')
    this.name = 'BagKeptError'
  }
}

const quantityOf = (quantity: number) => (quantity > 1 ? ` (×${quantity})` : '')
/** 'Turkey Club (×2), Chips': the lines a guest sees (no utensils). */
export const bagLinesText = (lines: readonly Pick<TCartProduct, 'name' | 'quantity'>[]) =>
  visibleLines(lines)
    .map((line) => `${line.name}${quantityOf(line.quantity)}`)
    .join(', ')

/** What would be lost when a store cannot take the bag: the question asked before anything is deleted. */
export function bagDeleteQuestion(
  lines: readonly Pick<TCartProduct, 'name' | 'quantity'>[],
  storeName: string,
) {
  return {
    title: 'Start a new bag?',
    body: `${storeName} cannot take a bag from another store, so your bag and its order time will be deleted: ${bagLinesText(lines)}.`,
    confirmLabel: 'Delete my bag and continue',
  }
}

/** Moving the bag to another store's menu (a product link of another store): asked, never done silently. */
export function bagMoveQuestion(storeName: string) {
  return {
    title: `Move your bag to ${storeName}?`,
    body: `This product is from ${storeName}. Your bag moves there too; anything it does not sell is removed and prices may change.`,
    confirmLabel: 'Move my bag',
  }
}

/** Asks the guest (the dialog below); resolves true on the confirm button, false on 'Keep my bag' or Escape. */
export function askAboutBag(question: TQuestion): Promise<boolean> {
  return new Promise((resolve) => useAsk.setState({ ask: { ...question, answer: resolve }, isDone: false }))
}

/** The question waiting for an answer, if any. */
export const pendingBagQuestion = (): TQuestion | null => useAsk.getState().ask

/** Answers the waiting question (the dialog's buttons). */
export function answerBagQuestion(isConfirmed: boolean) {
  const current = useAsk.getState().ask
  useAsk.setState({ ask: null })
  current?.answer(isConfirmed)
}

/** The dialog of `askAboutBag`, mounted once in the shell. */
export function BagLossDialog() {
  const ask = useAsk((state) => state.ask)
  const isDone = useAsk((state) => state.isDone)
  const answer = answerBagQuestion
  return (
    <ConfirmDialog
      open={ask !== null && !isDone}
      title={ask?.title ?? ''}
      body={ask?.body ?? ''}
      confirmLabel={ask?.confirmLabel ?? ''}
      dismissLabel="Keep my bag"
      onConfirm={async () => useAsk.setState({ isDone: true })}
      onClose={() => {
        // Closing without the confirm button (Keep my bag, Escape) is a no.
        if (useAsk.getState().ask && !useAsk.getState().isDone) answer(false)
      }}
      onConfirmed={() => answer(true)}
    />
  )
}
