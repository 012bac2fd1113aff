import { createHash } from 'node:crypto'
import type { TGroupOrder, TLocation } from '@deli/contracts'
import { isPastDeadline } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { sessionFoundFor, type TPresentedSession, type TSession } from '../sessions/index.ts'
import { toLocation } from '../stores/index.ts'
import { groupNotFound, type TGroupCaller, viewerOf } from './group-access.ts'
import { presentGroupOrder, type TGroupViewer } from './present-group-order.ts'
import { findGroupOrder, findGroupStamp } from './repository.ts'

/**
 * The ETag of one caller's view of a group: the group's version (bumped by every change of it or of
 * its baskets), who is asking, whether the deadline has passed, and the store's open state and
 * 'opens' line (these three change with the clock or a manager's closed day, not with the group).
 */
function groupEtag(input: {
  id: string
  version: number
  viewer: string
  isPast: boolean
  location: Pick<TLocation, 'open' | 'opens'>
}): string {
  const place = createHash('sha1')
    .update(`${input.location.open}|${input.location.opens ?? ''}`)
    .digest('base64url')
    .slice(0, 8)
  return `W/"${input.id.slice(0, 8)}.${input.version}.${input.viewer}.${input.isPast ? 1 : 0}.${place}"`
}

const viewerKey = (viewer: TGroupViewer) =>
  viewer.role === 'host' ? 'h' : viewer.role === 'participant' ? viewer.participant.id : 'v'

/**
 * The ETag the caller's view has now, from one statement that also reads the caller's session (the
 * 304 path of polling, ADR 040), and that session for the rest of the request; null: no such group.
 */
export async function findGroupEtag(
  db: TDatabase,
  presented: TPresentedSession | null,
  id: string,
  now = new Date(),
): Promise<{ etag: string; session: TSession | null } | null> {
  const stamp = await findGroupStamp(db, id, { now, presented })
  if (!stamp) return null
  const session = await sessionFoundFor(db, stamp.session, presented)
  const isHost = session?.userId != null && session.userId === stamp.hostUserId
  const viewer = isHost ? 'h' : stamp.participantId && !stamp.isHostParticipant ? stamp.participantId : 'v'
  const closedToday = new Map(stamp.closedToday === null ? [] : [[stamp.store.id, stamp.closedToday]])
  const location = toLocation(stamp.store, now, undefined, closedToday)
  const etag = groupEtag({
    id,
    version: stamp.version,
    viewer,
    isPast: isPastDeadline(stamp.deadlineAt, now),
    location,
  })
  return { etag, session }
}

/**
 * `GET carts/group/{groupOrderId}` (spec §7 get group order): the group as the caller may see it —
 * host and participants everything of spec §3; anyone else holding the link the join preview.
 */
export async function getGroupOrder(
  caller: TGroupCaller,
  id: string,
): Promise<{ group: TGroupOrder; etag: string }> {
  const now = new Date()
  const row = await findGroupOrder(caller.db, id)
  if (!row) throw groupNotFound()
  const viewer = await viewerOf(caller.db, row, caller.session)
  const group = await presentGroupOrder(caller.db, row, viewer, now)
  const etag = groupEtag({
    id,
    version: row.version,
    viewer: viewerKey(viewer),
    isPast: group.isPastDeadline,
    location: group.location,
  })
  return { group, etag }
}
