import type { TCart, TKioskSubmitBody, TSubmitBody, TSubmitTrack } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { checkoutApi } from '../../lib/checkout-api.ts'
import { trackAddShippingInfo, trackPurchase } from '../../lib/tracking.ts'
import { memberKeys } from '../account/index.ts'
import { cartQueryKey, forgetCart } from '../cart/index.ts'
import { refreshGroupOrder } from '../group-order/index.ts'
import { forgetDraft } from './checkout-draft.ts'
import { deviceId } from './device-id.ts'
import { settledOutcome, submissionQuery, type TSubmitOutcome } from './poll-submission.ts'

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

/** One submission runs at a time: the guard reads the mutation cache, which knows at once. */
const SUBMIT_KEY = ['checkout-submit'] as const

/** What checkout sends: a member's submission, or a store kiosk's (ADR 030). */
export type TCheckoutBody = { kind: 'member'; body: TSubmitBody } | { kind: 'kiosk'; body: TKioskSubmitBody }
type TSubmitInput = { cart: TCart; tip: number; buildBody: () => Promise<TCheckoutBody> }
type TWatched = { cart: TCart; tip: number; attempt: number }

/**
 * Checkout submit (spec §4, §7): add_shipping_info, then POST /api/submit-background with the
 * client_type and device_id headers (a TanStack mutation), then GET carts/{id}/submit/track every 2 s
 * up to 30 times (a query's refetchInterval, poll-submission.ts). Success records purchase, forgets
 * the basket (order context and bag cache) and opens /order/confirm/{oid}; an error shows the
 * server's message and leaves the bag as it was; after 30 waiting answers, 'Response took too long.
 * Please try again.' One submission runs at a time; leaving the page ends the poll quietly.
 */
export function useCheckoutSubmit(options: { clientType: string }) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const [isPlaced, setPlaced] = useState(false)
  const [error, setError] = useState('')
  // The submission's own outcome was a refusal of the payment (declined, not processed): the card
  // is what the guest fixes next.
  const [isPaymentRefused, setPaymentRefused] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [watched, setWatched] = useState<TWatched | null>(null)
  const attempts = useRef(0)

  async function settle(cart: TCart, tip: number, outcome: TSubmitOutcome) {
    if (outcome.status === 'success') {
      setPlaced(true)
      trackPurchase(cart, outcome.orderId, tip)
      // The new order belongs in the history and its points in the rewards.
      void client.invalidateQueries({ queryKey: memberKeys.orders })
      void client.invalidateQueries({ queryKey: memberKeys.rewards })
      await navigate(`/order/confirm/${outcome.orderId}`)
      forgetCart(cart.id)
      // A host's order ends their group everywhere (spec §4): the group is read again at once.
      void refreshGroupOrder()
      forgetDraft(cart.id)
      return
    }
    setPaymentRefused(outcome.status === 'error')
    setError(outcome.status === 'error' ? outcome.message : TEXTS.submitTooLong)
  }

  const sending = useMutation({
    mutationKey: SUBMIT_KEY,
    mutationFn: async ({ cart, buildBody }: TSubmitInput): Promise<TSubmitTrack> => {
      const built = await buildBody()
      trackAddShippingInfo(cart)
      if (built.kind === 'kiosk') return checkoutApi.kioskSubmit(built.body)
      return checkoutApi.submit(built.body, { client_type: options.clientType, device_id: deviceId() })
    },
  })

  const poll = useQuery({
    ...submissionQuery(watched?.cart.id ?? '', watched?.attempt ?? 0, (signal) =>
      checkoutApi.track(watched?.cart.id ?? '', signal),
    ),
    enabled: watched !== null,
  })
  const outcome = watched ? poll.data.outcome : null
  useEffect(() => {
    if (!watched || !outcome) return
    setWatched(null)
    void settle(watched.cart, watched.tip, outcome)
  })

  /**
   * Places the order: `buildBody` tokenises the card (its failure is shown like a server error) and
   * answers the submit body. Nothing happens while a submission is already running.
   */
  function submit(cart: TCart, tip: number, buildBody: () => Promise<TCheckoutBody>) {
    if (watched || client.isMutating({ mutationKey: SUBMIT_KEY }) > 0) return
    setError('')
    setPaymentRefused(false)
    setFieldErrors({})
    // Per-call callbacks: they do not run once the page has been left.
    sending.mutate(
      { cart, tip, buildBody },
      {
        onSuccess: async (first) => {
          const settled = settledOutcome(first)
          if (settled) await settle(cart, tip, settled)
          else setWatched({ cart, tip, attempt: ++attempts.current })
        },
        onError: (failure) => {
          setError(messageOf(failure))
          setFieldErrors(fieldErrorsOf(failure))
          // The total changed (an offer used on another order): the bag shows the new one (ADR 042).
          if (failure instanceof ApiError && failure.code === 'TOTAL_CHANGED') {
            void client.invalidateQueries({ queryKey: cartQueryKey(cart.id) })
          }
        },
      },
    )
  }

  const phase: TSubmitPhase = isPlaced
    ? 'placed'
    : watched
      ? 'waiting'
      : sending.isPending
        ? 'sending'
        : 'idle'
  return {
    phase,
    isBusy: phase !== 'idle',
    progress: SUBMIT_PROGRESS[phase],
    error,
    isPaymentRefused,
    fieldErrors,
    submit,
  }
}

export type TCheckoutSubmit = ReturnType<typeof useCheckoutSubmit>
