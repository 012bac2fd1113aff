import { useOrderContext, useOrderContextHydrated } from '../../lib/order-context.ts'

/**
 * True while a split-payment group order is being set up (the host chose 'Split Payment' and goes to
 * pick a store): store lists keep only stores offering groupsplitpay, as the 'Heads Up!' notice says
 * (spec §5). False once the group exists, and on the server (the setup lives in localStorage).
 */
export function useSplitPayOnly(): boolean {
  const isHydrated = useOrderContextHydrated()
  const isSplitSetup = useOrderContext(
    (state) => state.groupSetup?.payment_type === 'split' && state.groupOrder === null,
  )
  return isHydrated && isSplitSetup
}
