import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'

/**
 * A manager's change on a staff page (Availability, Hours): one TanStack mutation whose answer is the
 * page's whole new state (put into `queryKey`), a sentence for the status line when it is saved and
 * the API's sentence when it is not.
 */
export function useStaffChange<T>(queryKey: QueryKey, afterSave?: () => void) {
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState('')
  const [done, setDone] = useState('')
  const mutation = useMutation({
    mutationFn: (change: { call: () => Promise<T>; done: string }) => change.call(),
    onSuccess: (next, change) => {
      queryClient.setQueryData(queryKey, next)
      setFailure('')
      setDone(change.done)
      afterSave?.()
    },
    onError: (error) => {
      setDone('')
      setFailure(error instanceof ApiError ? error.message : 'That change was not saved.')
    },
  })
  return {
    run: (call: () => Promise<T>, message: string) => mutation.mutate({ call, done: message }),
    /** A problem found before sending (the same rule the API applies). */
    refuse: (message: string) => {
      setDone('')
      setFailure(message)
    },
    isPending: mutation.isPending,
    failure,
    done,
  }
}
