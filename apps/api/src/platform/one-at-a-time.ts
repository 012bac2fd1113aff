/**
 * Runs work for one key at a time within this process: a call waits, without holding anything, until
 * the calls before it for the same key have ended (however they ended), then runs. Correctness never
 * rests on it — the database's locks serialise the same work across processes; it only keeps a
 * second call from taking a pooled connection to wait for the first's row lock (ADR 035: a double
 * click's second submission held a connection for the whole of the first's transaction, and under a
 * burst those waits took half the pool), and keeps a node's adds to one basket from losing their
 * optimistic writes to each other (ADR 033, second amendment).
 */
export function oneAtATimePerKey(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<void>>()
  return async (key, work) => {
    const before = tails.get(key)
    const running = before ? before.then(work) : work()
    const tail = running.then(
      () => undefined,
      () => undefined,
    )
    tails.set(key, tail)
    try {
      return await running
    } finally {
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}

/**
 * State shared by the calls for one key while any of them is running in this process, dropped once
 * none is: a double click's submissions of one basket share the order the first to finish answered
 * (ADR 035 amended). `initial` makes a key's state when its first call starts.
 */
export function sharedWhileInFlight<TState>(
  initial: () => TState,
): <T>(key: string, work: (state: TState) => Promise<T>) => Promise<T> {
  const entries = new Map<string, { calls: number; state: TState }>()
  return async (key, work) => {
    const entry = entries.get(key) ?? { calls: 0, state: initial() }
    entry.calls += 1
    entries.set(key, entry)
    try {
      return await work(entry.state)
    } finally {
      entry.calls -= 1
      if (entry.calls === 0) entries.delete(key)
    }
  }
}
