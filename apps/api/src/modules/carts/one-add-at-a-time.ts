import AsyncLock from 'async-lock'

/**
 * A node's adds to one basket, one at a time (ADR 033, second amendment). Many requests adding to the
 * same basket at once — a shared link, several tabs — wait here, in this process, instead of each
 * reading the basket, losing its conditional write to the one before and queueing again on the
 * basket's row lock: each add reads the basket the one before it wrote, and its optimistic write
 * lands. Adds from other nodes, and other changes, still meet at the row's version and lock. No
 * bound on a basket's queue: its length is the requests in flight, which the server's connections
 * bound.
 */
const adds = new AsyncLock({ maxPending: Number.POSITIVE_INFINITY })

/** Runs `add` once every add to `cartId` this node started before it has finished. */
export const oneAddAtATime = <T>(cartId: string, add: () => Promise<T>): Promise<T> =>
  adds.acquire(cartId, add)
