import type { TOrderMode } from '@deli/contracts'

/**
 * When a group's basket is ordered ahead for, or null for as soon as possible: what its deadline must
 * come before (domain `latestDeadline`).
 */
export const orderAheadAt = (cart: { timeMode: TOrderMode; wantedAt: Date | null }): Date | null =>
  cart.timeMode === 'advance' ? cart.wantedAt : null
