import type { TCart, TOrderMode, TOrderTimeBody } from '@deli/contracts'
import { ORDER_TIME_UPDATED_MS, pickerTime, TIME_REQUIRED_MESSAGE } from '@deli/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { cartApi } from '../../lib/cart-api.ts'
import { trackSetOrderTime } from '../../lib/tracking.ts'
import { changeCart, useCart } from '../cart/index.ts'

/** The 'Order Time Updated' alert shows this long after a change (spec §4, §9). */

type TDraft = { mode?: TOrderMode; day?: string; time?: string | null }

export const cartTimesKey = (cartId: string | null, day: string | null) =>
  ['cart-times', cartId, day] as const

/** What the guest has chosen, falling back to what the basket holds. */
function choice(cart: TCart | null, draft: TDraft) {
  const time = cart?.time
  const asapAvailable = time?.asapAvailable ?? false
  const mode: TOrderMode = !asapAvailable ? 'advance' : (draft.mode ?? time?.mode ?? 'asap')
  const wanted = time?.mode === 'advance' ? time.wanted : null
  const day = draft.day ?? wanted?.slice(0, 8) ?? time?.days[0] ?? null
  const chosenTime = draft.time !== undefined ? draft.time : wanted?.startsWith(day ?? '-') ? wanted : null
  return { mode, day, time: chosenTime, wanted, asapAvailable }
}

/**
 * State of the order-time picker (spec §4): ASAP ('Next Available') or order ahead ('Order Ahead')
 * on a day of `cart.time.days` at one of that day's open slots. Choices stay a draft until `apply`,
 * which saves them on the basket, shows 'Order Time Updated' for 3500 ms and records set_order_time.
 * A slot that filled up meanwhile (SLOT_FULL) shows the server's message and reloads the day's slots.
 */
export function useTimePicker() {
  const { cart, cartId } = useCart()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<TDraft>({})
  const [error, setError] = useState<string | null>(null)
  const saving = useMutation({
    mutationFn: (body: TOrderTimeBody) => changeCart((id) => cartApi.setTime(id, body)),
  })
  const [updatedAt, setUpdatedAt] = useState<number | null>(null)
  const current = choice(cart, draft)

  const times = useQuery({
    queryKey: cartTimesKey(cartId, current.day),
    queryFn: ({ signal }) => cartApi.times(cartId as string, current.day as string, signal),
    enabled: cart !== null && current.mode === 'advance' && current.day !== null,
    staleTime: 0,
  })
  const slots = times.data?.times ?? []
  // A closed store forces ordering ahead: its earliest open slot is chosen until the guest picks.
  const time = pickerTime({
    mode: current.mode,
    chosen: current.time,
    isChosenByGuest: draft.time !== undefined,
    slots,
  })

  useEffect(() => {
    if (updatedAt === null) return
    const timer = setTimeout(() => setUpdatedAt(null), ORDER_TIME_UPDATED_MS)
    return () => clearTimeout(timer)
  }, [updatedAt])

  // Something to save: ASAP when the basket is not, or a chosen time other than the basket's.
  const isPending =
    cart !== null &&
    (current.mode === 'asap'
      ? cart.time.mode !== 'asap' && current.asapAvailable
      : time !== null && (cart.time.mode !== 'advance' || time !== current.wanted))

  const change = (next: TDraft) => {
    setError(null)
    setDraft((previous) => ({ ...previous, ...next }))
  }

  /** Saves the choice: 'saved', 'unchanged' when there was nothing to save, or 'failed'. */
  async function apply(): Promise<'saved' | 'unchanged' | 'failed'> {
    // 'Done' never closes silently on ordering ahead with no time chosen.
    if (cart && current.mode === 'advance' && time === null) {
      setError(TIME_REQUIRED_MESSAGE)
      return 'failed'
    }
    if (!cart || !isPending) return 'unchanged'
    const body: TOrderTimeBody =
      current.mode === 'asap' || time === null ? { mode: 'asap' } : { mode: 'advance', wanted: time }
    try {
      const saved = await saving.mutateAsync(body)
      setDraft({})
      setError(null)
      setUpdatedAt(Date.now())
      trackSetOrderTime(saved)
      return 'saved'
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'We could not update the order time.')
      if (caught instanceof ApiError && caught.code === 'SLOT_FULL') {
        setDraft((previous) => ({ ...previous, time: null }))
        await queryClient.invalidateQueries({ queryKey: cartTimesKey(cartId, current.day) })
      }
      return 'failed'
    }
  }

  return {
    cart,
    mode: current.mode,
    day: current.day,
    time,
    slots,
    isLoadingSlots: times.isFetching,
    slotsError: times.error instanceof Error ? times.error.message : null,
    asapAvailable: current.asapAvailable,
    isPending,
    isSaving: saving.isPending,
    error,
    isUpdated: updatedAt !== null,
    setMode: (mode: TOrderMode) => change({ mode }),
    setDay: (day: string) => change({ day, time: null }),
    setTime: (value: string | null) => change({ time: value }),
    apply,
  }
}

export type TTimePicker = ReturnType<typeof useTimePicker>
