import { create } from 'zustand'
import { ApiError } from '../../lib/api-client.ts'
import { isExpiredCode } from './cart-timeout.ts'

type TCartExpiry = {
  /** Basket calls the server refused with 410 CART_EXPIRED; cart-session.tsx reacts to each. */
  signalled: number
  /** 'Your basket timed out, please recreate your order' is showing. */
  isMessageShown: boolean
}

/** Kept outside the components so a page change (even one that remounts the header) loses nothing. */
export const useCartExpiry = create<TCartExpiry>()(() => ({ signalled: 0, isMessageShown: false }))

let messageTimer: ReturnType<typeof setTimeout> | undefined

/** Shows the timed-out message after `delayMs` (spec §4: 1000 ms after sending the guest home). */
export function showTimedOutMessage(delayMs: number) {
  clearTimeout(messageTimer)
  messageTimer = setTimeout(() => useCartExpiry.setState({ isMessageShown: true }), delayMs)
}

export const dismissTimedOutMessage = () => useCartExpiry.setState({ isMessageShown: false })

/**
 * Hand any error of a basket call here: a timed-out basket starts the session rules of spec §4
 * (abandon, clear the order, 'Your basket timed out, please recreate your order'). True when it did.
 */
export function reportCartError(error: unknown): boolean {
  if (!(error instanceof ApiError) || !isExpiredCode(error.code)) return false
  useCartExpiry.setState((state) => ({ signalled: state.signalled + 1 }))
  return true
}

/** The server's sentence for a failed call (it is written for guests), or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message
  return 'Something went wrong. Please try again.'
}
