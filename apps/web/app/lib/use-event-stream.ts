import { useEffect, useRef, useState } from 'react'

export type TStreamState = 'connecting' | 'live' | 'reconnecting'

/** After a stream the browser gave up on (a server error, not a dropped connection), try again this late. */
const REOPEN_AFTER_MS = 3000

/**
 * Listens to a server-sent event stream (ADR 017) while mounted: `onEvent(name, data)` for each of
 * `events`, and `onOpen` at every (re)connection so the caller reads the state anew (events may have
 * been missed while away). The browser's EventSource reconnects a dropped stream by itself (the
 * server sets `retry`); a stream it closed for good is reopened here, so a flaky kitchen Wi-Fi heals.
 * `onClosed` hears of each stream the server refused (EventSource shows no status: the caller asks
 * why, e.g. a session that ended, and stops by passing no URL).
 */
export function useEventStream(
  url: string | null,
  events: readonly string[],
  onEvent: (name: string, data: unknown) => void,
  onOpen?: () => void,
  onClosed?: () => void,
): TStreamState {
  const [state, setState] = useState<TStreamState>('connecting')
  const handlers = useRef({ onEvent, onOpen, onClosed })
  handlers.current = { onEvent, onOpen, onClosed }
  const eventNames = events.join(',')

  useEffect(() => {
    if (!url) return
    let source: EventSource | null = null
    let reopen: ReturnType<typeof setTimeout> | undefined
    let isStopped = false
    const open = () => {
      source = new EventSource(url)
      source.onopen = () => {
        setState('live')
        handlers.current.onOpen?.()
      }
      source.onerror = () => {
        setState('reconnecting')
        if (source?.readyState === EventSource.CLOSED && !isStopped) {
          handlers.current.onClosed?.()
          reopen = setTimeout(open, REOPEN_AFTER_MS)
        }
      }
      for (const name of eventNames.split(',')) {
        source.addEventListener(name, (message) => {
          handlers.current.onEvent(name, JSON.parse((message as MessageEvent<string>).data))
        })
      }
    }
    open()
    return () => {
      isStopped = true
      clearTimeout(reopen)
      source?.close()
    }
  }, [url, eventNames])
  return state
}
