import type { TBasketGroupPort } from '../carts/index.ts'
import { bumpGroupVersion, findGroupOrder, findParticipantOfSession } from './repository.ts'

/** The group-orders side of carts' port (ADR 050's amendment): a basket's group and its version. */
export const basketGroupPort: TBasketGroupPort = {
  async groupOfSession(db, groupOrderId, sessionId) {
    const group = await findGroupOrder(db, groupOrderId)
    if (!group) return null
    const participant = await findParticipantOfSession(db, group.id, sessionId)
    return participant ? { group, participant } : null
  },
  async bumpVersion(db, groupOrderId) {
    await bumpGroupVersion(db, groupOrderId)
  },
}
