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
