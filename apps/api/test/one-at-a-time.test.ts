import { describe, expect, it } from 'vitest'
import { oneAtATimePerKey, sharedWhileInFlight } from '../src/platform/one-at-a-time.ts'

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

describe('sharedWhileInFlight (a double click’s submissions share the first one’s order)', () => {
  it('gives the calls of one key running together one state, another key its own, and a later call a fresh one', async () => {
    const shared = sharedWhileInFlight<{ seen: string[] }>(() => ({ seen: [] }))
    const held = gate()
    const states: { seen: string[] }[] = []
    const call = (key: string, name: string) =>
      shared(key, async (state) => {
        state.seen.push(name)
        states.push(state)
        await held.opened
        return state.seen.length
      })
    const together = [call('basket-1', 'a'), call('basket-1', 'b'), call('basket-2', 'c')]
    held.open()
    expect(await Promise.all(together)).toEqual([2, 2, 1])
    expect(states[0]).toBe(states[1])
    expect(states[2]).not.toBe(states[0])
    // Once none of basket-1's calls runs, its state is gone: a later call starts afresh.
    expect(await call('basket-1', 'd')).toBe(1)
  })

  it('drops a key’s state after a call that failed, and the failure reaches only its caller', async () => {
    const shared = sharedWhileInFlight<{ calls: number }>(() => ({ calls: 0 }))
    await expect(
      shared('basket-1', async (state) => {
        state.calls += 1
        throw new Error('declined')
      }),
    ).rejects.toThrow('declined')
    expect(
      await shared('basket-1', async (state) => {
        state.calls += 1
        return state.calls
      }),
    ).toBe(1)
  })
})
