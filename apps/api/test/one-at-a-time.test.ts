import { describe, expect, it } from 'vitest'
import { oneAtATimePerKey } from '../src/platform/one-at-a-time.ts'

/** A promise and the function that settles it, to line calls up by hand. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

describe('oneAtATimePerKey (a double click’s second submission waits without a connection)', () => {
  it('starts a key’s second call only when its first has ended, and answers each its own result', async () => {
    const run = oneAtATimePerKey()
    const first = gate()
    const events: string[] = []
    const a = run('basket-1', async () => {
      events.push('a starts')
      await first.opened
      events.push('a ends')
      return 'a'
    })
    const b = run('basket-1', async () => {
      events.push('b starts')
      return 'b'
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(events).toEqual(['a starts'])
    first.open()
    expect(await Promise.all([a, b])).toEqual(['a', 'b'])
    expect(events).toEqual(['a starts', 'a ends', 'b starts'])
  })

  it('runs different keys side by side', async () => {
    const run = oneAtATimePerKey()
    const held = gate()
    const events: string[] = []
    const a = run('basket-1', async () => {
      await held.opened
      events.push('a')
    })
    await run('basket-2', async () => {
      events.push('b')
    })
    expect(events).toEqual(['b'])
    held.open()
    await a
    expect(events).toEqual(['b', 'a'])
  })

  it('lets the next call run after a failed one, and the failure reaches only its own caller', async () => {
    const run = oneAtATimePerKey()
    const failed = run('basket-1', async () => {
      throw new Error('refused')
    })
    const next = run('basket-1', async () => 'went through')
    await expect(failed).rejects.toThrow('refused')
    await expect(next).resolves.toBe('went through')
    // Nothing is kept once a key's calls have ended: a later call starts at once.
    let started = false
    const later = run('basket-1', async () => {
      started = true
    })
    expect(started).toBe(true)
    await later
  })
})
