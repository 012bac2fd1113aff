import type { TSubmitTrack } from '@deli/contracts'
import { ApiError } from '../../lib/api-client.ts'

/** Spec §4 / §9: the submission's status is polled every 2 seconds, up to 30 times. */
export const SUBMIT_POLL_MS = 2_000
export const SUBMIT_POLL_TRIES = 30

export type TSubmitOutcome =
  | { status: 'success'; orderId: string }
  | { status: 'error'; message: string }
  | { status: 'timeout' }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A final answer of the track call (or of the submit itself), or null while it is still waiting. */
export function settledOutcome(track: TSubmitTrack): TSubmitOutcome | null {
  if (track.status === 'success' && track.id) return { status: 'success', orderId: track.id }
  if (track.status === 'error') return { status: 'error', message: track.message }
  return null
}

/**
 * Polls GET carts/{id}/submit/track every `intervalMs`, at most `tries` times: success or error end
 * it; after the last waiting answer it is a timeout. A track call the API refuses (4xx) ends it with
 * the API's message; a network or server failure counts as one more waiting answer.
 */
export async function pollSubmission(options: {
  track: () => Promise<TSubmitTrack>
  intervalMs?: number
  tries?: number
  isCancelled?: () => boolean
}): Promise<TSubmitOutcome | null> {
  const tries = options.tries ?? SUBMIT_POLL_TRIES
  for (let attempt = 1; attempt <= tries; attempt++) {
    await wait(options.intervalMs ?? SUBMIT_POLL_MS)
    if (options.isCancelled?.()) return null
    try {
      const outcome = settledOutcome(await options.track())
      if (outcome) return outcome
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return { status: 'error', message: error.message }
    }
  }
  return { status: 'timeout' }
}
