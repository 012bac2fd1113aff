import type { TCart, TSubmitBody, TSubmitTrack } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { checkoutApi } from '../../lib/checkout-api.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { trackAddShippingInfo, trackPurchase } from '../../lib/tracking.ts'
import { memberKeys } from '../account/index.ts'
import { forgetCart } from '../cart/index.ts'
import { deviceId } from './device-id.ts'
import { pollSubmission, settledOutcome, type TSubmitOutcome } from './poll-submission.ts'

export type TSubmitPhase = 'idle' | 'sending' | 'waiting' | 'placed'

/** Progress told to screen readers (polite) and shown under the button. */
export const SUBMIT_PROGRESS: Record<TSubmitPhase, string> = {
  idle: '',
  sending: 'Placing your order…',
  waiting: 'Sending your order to the store…',
  placed: 'Order placed. Opening your confirmation…',
}

/** Server field keys ('data.email', 'data.car.make') as the form names its fields ('email', 'car_make'). */
export function formFieldKey(key: string): string {
  return key.replace(/^data\./, '').replace(/\./g, '_')
}

const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError
    ? Object.fromEntries(Object.entries(error.errors).map(([key, message]) => [formFieldKey(key), message]))
    : {}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'We could not place your order. Please try again.'

/**
 * Checkout submit (spec §4, §7): add_shipping_info, then POST /api/submit-background with the
 * client_type and device_id headers, then GET carts/{id}/submit/track every 2 s up to 30 times.
 * Success records purchase, forgets the basket (order context and bag cache) and opens
 * /order/confirm/{oid}; an error shows the server's message and leaves the bag as it was; after 30
 * waiting answers, 'Response took too long. Please try again.' One submission runs at a time.
 */
export function useCheckoutSubmit(options: { clientType: string }) {
  const navigate = useNavigate()
  const [phase, setPhase] = useState<TSubmitPhase>('idle')
  const [error, setError] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const isRunning = useRef(false)
  const isMounted = useRef(true)
  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
    }
  }, [])

  async function settle(cart: TCart, tip: number, outcome: TSubmitOutcome | null) {
    if (!outcome || !isMounted.current) return
    if (outcome.status === 'success') {
      setPhase('placed')
      trackPurchase(cart, outcome.orderId, tip)
      // The new order belongs in the history and its points in the rewards.
      void getQueryClient().invalidateQueries({ queryKey: memberKeys.orders })
      void getQueryClient().invalidateQueries({ queryKey: memberKeys.rewards })
      await navigate(`/order/confirm/${outcome.orderId}`)
      forgetCart(cart.id)
      return
    }
    setPhase('idle')
    setError(outcome.status === 'error' ? outcome.message : TEXTS.submitTooLong)
  }

  /**
   * Places the order: `buildBody` tokenises the card (its failure is shown like a server error) and
   * answers the submit body. Nothing happens while a submission is already running.
   */
  async function submit(cart: TCart, tip: number, buildBody: () => Promise<TSubmitBody>) {
    if (isRunning.current) return
    isRunning.current = true
    setPhase('sending')
    setError('')
    setFieldErrors({})
    try {
      const body = await buildBody()
      trackAddShippingInfo(cart)
      const first: TSubmitTrack = await checkoutApi.submit(body, {
        client_type: options.clientType,
        device_id: deviceId(),
      })
      const settled = settledOutcome(first)
      if (settled) return await settle(cart, tip, settled)
      setPhase('waiting')
      const outcome = await pollSubmission({
        track: () => checkoutApi.track(cart.id),
        isCancelled: () => !isMounted.current,
      })
      await settle(cart, tip, outcome)
    } catch (failure) {
      if (!isMounted.current) return
      setPhase('idle')
      setError(messageOf(failure))
      setFieldErrors(fieldErrorsOf(failure))
    } finally {
      isRunning.current = false
    }
  }

  return {
    phase,
    isBusy: phase !== 'idle',
    progress: SUBMIT_PROGRESS[phase],
    error,
    fieldErrors,
    submit,
  }
}

export type TCheckoutSubmit = ReturnType<typeof useCheckoutSubmit>
