import { expect } from 'vitest'

export type TStreamEvent = { event: string; data: any }

/**
 * A real server-sent event client for tests (fetch over HTTP, no EventSource in Node): collects the
 * parsed events and waits for the next one of a name, failing after `timeoutMs`.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const response = await fetch(url, { headers, signal: controller.signal })
  const events: TStreamEvent[] = []
  const waiters = new Set<() => void>()
  let read = 0
  let markEnded: () => void = () => undefined
  /** Resolves when the server ends the stream (not when the test aborts it). */
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve
  })
  if (response.ok && response.body) {
    const decoder = new TextDecoder()
    const reader = response.body.getReader()
    let buffer = ''
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) {
            markEnded()
            return
          }
          buffer += decoder.decode(value, { stream: true })
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const event = /^event: (.*)$/m.exec(block)?.[1]
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (event && data) events.push({ event, data: JSON.parse(data) })
            for (const wake of waiters) wake()
            end = buffer.indexOf('\n\n')
          }
        }
      } catch {
        // Aborted by the test, or cut off (a node killed behind the balancer): the latter ended it.
        if (!controller.signal.aborted) markEnded()
      }
    })()
  }
  /** The next event named `name` (events before it are skipped), within `timeoutMs`. */
  const next = async (name: string, timeoutMs = 2000): Promise<TStreamEvent> => {
    const started = Date.now()
    for (;;) {
      while (read < events.length) {
        const event = events[read++] as TStreamEvent
        if (event.event === name) return event
      }
      const left = timeoutMs - (Date.now() - started)
      expect(left, `no '${name}' event within ${timeoutMs} ms`).toBeGreaterThan(0)
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(wake, left)
        waiters.add(wake)
      })
    }
  }
  /** Whether the server ended the stream within `timeoutMs`. */
  const endsWithin = (timeoutMs = 2000) =>
    Promise.race([
      ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false)),
    ])
  return { response, next, endsWithin, close: () => controller.abort() }
}
