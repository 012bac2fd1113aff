import type { TSubmitTrack } from '@deli/contracts'
import { SUBMIT_POLL_MS, SUBMIT_POLL_TRIES } from '@deli/domain'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { settledOutcome, submissionQuery, type TSubmitOutcome } from './poll-submission.ts'

// TanStack Query runs refetchInterval only in a browser (it checks for `window` when it loads).
vi.hoisted(() => {
  Object.assign(globalThis, { window: globalThis })
})

const ORDER_ID = '7f9c1a52-0d55-4b43-9a0e-8f6f7e3b1c11'
const CART_ID = '0b6f3c1e-5f0a-4d4e-9a57-1b2c3d4e5f60'
const waiting: TSubmitTrack = { status: 'waiting', message: '', id: ORDER_ID }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Observes the poll as the checkout page does; `outcome()` is its outcome so far, `stop()` leaves the page. */
function observe(track: () => Promise<TSubmitTrack>) {
  const client = new QueryClient()
  const observer = new QueryObserver(client, submissionQuery(CART_ID, 1, track))
  let outcome: TSubmitOutcome | null = null
  const stop = observer.subscribe((result) => {
    outcome = result.data?.outcome ?? null
  })
  return { outcome: () => outcome, stop }
}

/** Runs the poll with fake timers, answering `answers` in turn (the last one repeats). */
async function poll(answers: (TSubmitTrack | Error)[]) {
  let calls = 0
  const track = vi.fn(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)] as TSubmitTrack | Error
    if (answer instanceof Error) throw answer
    return answer
  })
  const watched = observe(track)
  await vi.advanceTimersByTimeAsync((SUBMIT_POLL_TRIES + 5) * SUBMIT_POLL_MS)
  watched.stop()
  return { outcome: watched.outcome(), track }
}

describe('settledOutcome', () => {
  it('is the order on success, the message on error, null while waiting', () => {
    expect(settledOutcome({ status: 'success', message: '', id: ORDER_ID })).toEqual({
      status: 'success',
      orderId: ORDER_ID,
    })
    expect(settledOutcome({ status: 'error', message: 'Your card was declined.', id: ORDER_ID })).toEqual({
      status: 'error',
      message: 'Your card was declined.',
    })
    expect(settledOutcome(waiting)).toBeNull()
  })
})

describe('the submission poll', () => {
  it('polls every 2 s up to 30 times (spec §9)', () => {
    expect(SUBMIT_POLL_MS).toBe(2_000)
    expect(SUBMIT_POLL_TRIES).toBe(30)
  })
  it('waits 2 s before each try and stops at success', async () => {
    let calls = 0
    const track = vi.fn(async () =>
      ++calls < 3 ? waiting : { status: 'success' as const, message: '', id: ORDER_ID },
    )
    const watched = observe(track)
    await vi.advanceTimersByTimeAsync(SUBMIT_POLL_MS - 1)
    expect(track).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(track).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2 * SUBMIT_POLL_MS)
    expect(watched.outcome()).toEqual({ status: 'success', orderId: ORDER_ID })
    expect(track).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(10 * SUBMIT_POLL_MS)
    expect(track).toHaveBeenCalledTimes(3)
    watched.stop()
  })
  it("ends with the server's message on error", async () => {
    const { outcome } = await poll([
      waiting,
      { status: 'error', message: 'Your card was declined.', id: null },
    ])
    expect(outcome).toEqual({ status: 'error', message: 'Your card was declined.' })
  })
  it('times out after 30 waiting answers, not before', async () => {
    let calls = 0
    const track = vi.fn(async () => {
      calls++
      return waiting
    })
    const watched = observe(track)
    await vi.advanceTimersByTimeAsync((SUBMIT_POLL_TRIES - 1) * SUBMIT_POLL_MS)
    expect(calls).toBe(29)
    expect(watched.outcome()).toBeNull()
    await vi.advanceTimersByTimeAsync(SUBMIT_POLL_MS)
    expect(watched.outcome()).toEqual({ status: 'timeout' })
    await vi.advanceTimersByTimeAsync(10 * SUBMIT_POLL_MS)
    expect(track).toHaveBeenCalledTimes(30)
    watched.stop()
  })
  it('counts a failed track call as waiting, but stops on a refusal (4xx)', async () => {
    const flaky = await poll([new Error('offline'), { status: 'success', message: '', id: ORDER_ID }])
    expect(flaky.outcome).toEqual({ status: 'success', orderId: ORDER_ID })
    const down = await poll([new ApiError('Something went wrong.', 'INTERNAL', 500), waiting])
    expect(down.outcome).toEqual({ status: 'timeout' })
    expect(down.track).toHaveBeenCalledTimes(30)
    const refused = await poll([new ApiError('There is no such basket.', 'CART_NOT_FOUND', 404)])
    expect(refused.outcome).toEqual({ status: 'error', message: 'There is no such basket.' })
    expect(refused.track).toHaveBeenCalledTimes(1)
  })
  it('stops quietly when the page is left', async () => {
    const track = vi.fn(async () => waiting)
    const watched = observe(track)
    watched.stop()
    await vi.advanceTimersByTimeAsync(SUBMIT_POLL_TRIES * SUBMIT_POLL_MS)
    expect(watched.outcome()).toBeNull()
    expect(track).not.toHaveBeenCalled()
  })
})
