import { useSyncExternalStore } from 'react'

/** Requests in flight (spec §4 Misc): the progress indicator finishes at zero and shows failures. */
type TProgress = { inFlight: number; failed: boolean }
let state: TProgress = { inFlight: 0, failed: false }
const listeners = new Set<() => void>()
const emit = (next: TProgress) => {
  state = next
  for (const listener of listeners) listener()
}

export async function trackRequest<T>(work: () => Promise<T>): Promise<T> {
  emit({ inFlight: state.inFlight + 1, failed: false })
  try {
    const result = await work()
    emit({ inFlight: state.inFlight - 1, failed: state.failed })
    return result
  } catch (error) {
    const cancelled = error instanceof DOMException && error.name === 'AbortError'
    emit({ inFlight: state.inFlight - 1, failed: !cancelled })
    throw error
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const SERVER_STATE: TProgress = { inFlight: 0, failed: false }
export const useRequestProgress = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  )
