import { LOADER_LINGER_MS } from '@deli/domain'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useRequestProgress } from '../../lib/request-progress.ts'
import { Spinner } from '../../ui/loader.tsx'

/** Global loader: appears when loading starts, stays 800 ms after it ends (spec §4 Misc). */
export function GlobalLoader() {
  const isLoading = useNavigation().state !== 'idle'
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (isLoading) {
      setVisible(true)
      return
    }
    const timer = setTimeout(() => setVisible(false), LOADER_LINGER_MS)
    return () => clearTimeout(timer)
  }, [isLoading])
  return visible ? (
    <div className="global-loader">
      <Spinner />
    </div>
  ) : null
}

/** Request progress: counts requests in flight, finishes at zero, shows failure on a non-cancel error. */
export function RequestProgressBar() {
  const { inFlight, failed } = useRequestProgress()
  const navigating = useNavigation().state !== 'idle'
  const active = inFlight > 0 || navigating
  return (
    <div
      className={`request-progress${active ? ' is-active' : ''}${failed ? ' is-failed' : ''}`}
      aria-hidden="true"
    />
  )
}
