import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'

/**
 * A change on a staff page (Availability, Hours, Team): one TanStack mutation, a sentence for the
 * status line when it is saved and the API's sentence when it is not. By default the answer is the
 * page's whole new state (put into `queryKey`); with `answerIsState: false` the page's query is
 * fetched again instead (the Team page's calls answer only a message).
 */
export function useStaffChange<T>(
  queryKey: QueryKey,
  options: { afterSave?: () => void; answerIsState?: boolean } = {},
) {
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState('')
  const [done, setDone] = useState('')
  const announce = (message: string) => {
    setFailure('')
    setDone(message)
  }
  const mutation = useMutation({
    mutationFn: (change: { call: () => Promise<T>; done: string | ((answer: T) => string) }) => change.call(),
    onSuccess: (answer, change) => {
      if (options.answerIsState === false) void queryClient.invalidateQueries({ queryKey })
      else queryClient.setQueryData(queryKey, answer)
      announce(typeof change.done === 'string' ? change.done : change.done(answer))
      options.afterSave?.()
    },
    onError: (error) => {
      setDone('')
      setFailure(error instanceof ApiError ? error.message : 'That change was not saved.')
    },
  })
  return {
    /** Sends a change; `then` runs once it is saved (where focus goes when its control is gone). */
    run: (call: () => Promise<T>, message: string | ((answer: T) => string), then?: () => void) =>
      mutation.mutate({ call, done: message }, then ? { onSuccess: then } : undefined),
    /** A problem found before sending (the same rule the API applies). */
    refuse: (message: string) => {
      setDone('')
      setFailure(message)
    },
    /** A change made elsewhere (a confirm dialog, a form of its own) says what happened. */
    announce,
    isPending: mutation.isPending,
    failure,
    done,
  }
}
