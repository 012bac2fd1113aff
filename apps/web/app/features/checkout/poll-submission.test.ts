import type { TSubmitTrack } from '@deli/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { pollSubmission, SUBMIT_POLL_MS, SUBMIT_POLL_TRIES, settledOutcome } from './poll-submission.ts'

const ORDER_ID = '7f9c1a52-0d55-4b43-9a0e-8f6f7e3b1c11'
const waiting: TSubmitTrack = { status: 'waiting', message: '', id: ORDER_ID }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Runs the poll with fake timers, answering `answers` in turn (the last one repeats). */
async function poll(answers: (TSubmitTrack | Error)[]) {
  let calls = 0
  const track = vi.fn(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)] as TSubmitTrack | Error
    if (answer instanceof Error) throw answer
    return answer
  })
  const result = pollSubmission({ track })
  await vi.runAllTimersAsync()
  return { outcome: await result, track }
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

describe('pollSubmission', () => {
  it('polls every 2 s up to 30 times (spec §9)', () => {
    expect(SUBMIT_POLL_MS).toBe(2_000)
    expect(SUBMIT_POLL_TRIES).toBe(30)
  })
  it('waits 2 s before each try and stops at success', async () => {
    let calls = 0
    const track = vi.fn(async () =>
      ++calls < 3 ? waiting : { status: 'success' as const, message: '', id: ORDER_ID },
    )
    const result = pollSubmission({ track })
    await vi.advanceTimersByTimeAsync(SUBMIT_POLL_MS - 1)
    expect(track).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(track).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2 * SUBMIT_POLL_MS)
    expect(await result).toEqual({ status: 'success', orderId: ORDER_ID })
    expect(track).toHaveBeenCalledTimes(3)
  })
  it("ends with the server's message on error", async () => {
    const { outcome } = await poll([
      waiting,
      { status: 'error', message: 'Your card was declined.', id: null },
    ])
    expect(outcome).toEqual({ status: 'error', message: 'Your card was declined.' })
  })
  it('times out after 30 waiting answers, not before', async () => {
    const { outcome, track } = await poll([waiting])
    expect(outcome).toEqual({ status: 'timeout' })
    expect(track).toHaveBeenCalledTimes(30)
  })
  it('counts a failed track call as waiting, but stops on a refusal (4xx)', async () => {
    const flaky = await poll([new Error('offline'), { status: 'success', message: '', id: ORDER_ID }])
    expect(flaky.outcome).toEqual({ status: 'success', orderId: ORDER_ID })
    const refused = await poll([new ApiError('There is no such basket.', 'CART_NOT_FOUND', 404)])
    expect(refused.outcome).toEqual({ status: 'error', message: 'There is no such basket.' })
    expect(refused.track).toHaveBeenCalledTimes(1)
  })
  it('stops quietly when cancelled (the page was left)', async () => {
    const track = vi.fn(async () => waiting)
    const result = pollSubmission({ track, isCancelled: () => true })
    await vi.runAllTimersAsync()
    expect(await result).toBeNull()
    expect(track).not.toHaveBeenCalled()
  })
})
