import type { TSubmitTrack } from '@deli/contracts'
import { SUBMIT_POLL_MS, SUBMIT_POLL_TRIES } from '@deli/domain'
import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client.ts'

export type TSubmitOutcome =
  | { status: 'success'; orderId: string }
  | { status: 'error'; message: string }
  | { status: 'timeout' }

/** The poll so far: how many track answers came, and the outcome once there is one. */
export type TSubmitLook = { tries: number; outcome: TSubmitOutcome | null }

/** A final answer of the track call (or of the submit itself), or null while it is still waiting. */
export function settledOutcome(track: TSubmitTrack): TSubmitOutcome | null {
  if (track.status === 'success' && track.id) return { status: 'success', orderId: track.id }
  if (track.status === 'error') return { status: 'error', message: track.message }
  return null
}

/**
 * One more look at the submission: a final answer ends the poll; a track call the API refuses (4xx)
 * ends it with the API's message; a network or server failure counts as one more waiting answer;
 * the last try's waiting answer is a timeout.
 */
async function lookAgain(track: () => Promise<TSubmitTrack>, tries: number): Promise<TSubmitLook> {
  try {
    const outcome = settledOutcome(await track())
    if (outcome) return { tries, outcome }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return { tries, outcome: { status: 'error', message: error.message } }
    }
  }
  return { tries, outcome: tries >= SUBMIT_POLL_TRIES ? { status: 'timeout' } : null }
}

/**
 * The poll of GET carts/{id}/submit/track as a TanStack query (spec §4, §9): it starts from the
 * submit's own 'waiting' answer, so the first look is 2 s later; `refetchInterval` looks every 2 s
 * until an outcome, at most 30 times. `attempt` keeps each submission's poll apart. The poll ends
 * when its observer goes (the page was left).
 */
export const submissionQuery = (
  cartId: string,
  attempt: number,
  track: (signal: AbortSignal) => Promise<TSubmitTrack>,
) =>
  queryOptions({
    queryKey: ['submission', cartId, attempt] as const,
    queryFn: ({ client, queryKey, signal }) =>
      lookAgain(() => track(signal), (client.getQueryData<TSubmitLook>(queryKey)?.tries ?? 0) + 1),
    initialData: { tries: 0, outcome: null } as TSubmitLook,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.outcome ? false : SUBMIT_POLL_MS),
    refetchIntervalInBackground: true,
  })
