import type { TGroupOrder, TGroupParticipant, TGroupPayment, TGroupRole } from '@deli/contracts'
import { isPastDeadline, toWantedTime, visibleLines } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { findClosedToday } from '../availability/index.ts'
import { cartNotFound, findCartRow, storeOfCart } from '../carts/index.ts'
import { toLocation } from '../stores/index.ts'
import { findGroupOrderTotals, findLinesOfCarts, listParticipants } from './repository.ts'
import type { TGroupOrderRow, TGroupParticipantRow } from './tables.ts'

/** Who is looking at a group order: its host, one of its participants, or a visitor with the link. */
export type TGroupViewer =
  | { role: 'host'; participant: TGroupParticipantRow | null }
  | { role: 'participant'; participant: TGroupParticipantRow }
  | { role: 'visitor'; participant: null }

const isPaid = (participant: TGroupParticipantRow) =>
  participant.paymentStatus === 'authorised' || participant.paymentStatus === 'captured'

function isSubmitted(group: TGroupOrderRow, participant: TGroupParticipantRow): boolean {
  if (participant.isHost) return group.status === 'locked' || group.status === 'confirmed'
  return group.paymentType === 'split' ? isPaid(participant) : participant.submittedAt !== null
}

/** Each participant's lines (name and quantity, utensils left out): by participant id or by their basket. */
async function participantOrders(db: TQueryable, group: TGroupOrderRow, people: TGroupParticipantRow[]) {
  const cartIds = [group.cartId, ...people.flatMap((person) => (person.cartId ? [person.cartId] : []))]
  const lines = await findLinesOfCarts(db, cartIds)
  return (person: TGroupParticipantRow) =>
    visibleLines(
      lines.filter((line) =>
        group.paymentType === 'split' && !person.isHost
          ? line.cartId === person.cartId
          : line.cartId === group.cartId && line.participantId === person.id,
      ),
    ).map(({ name, quantity }) => ({ name, quantity }))
}

/** Split payment: the caller's money (a participant's own, the host's sum over everyone). */
async function paymentOf(
  db: TQueryable,
  group: TGroupOrderRow,
  people: TGroupParticipantRow[],
  viewer: TGroupViewer,
): Promise<TGroupPayment | null> {
  if (group.paymentType !== 'split' || viewer.role === 'visitor') return null
  const rows = await findGroupOrderTotals(db, group.id)
  const amountOf = (person: TGroupParticipantRow) =>
    isPaid(person) ? (rows.find((row) => row.cartId === person.cartId)?.total.total ?? 0) : 0
  const paid = people.filter(isPaid)
  if (viewer.role === 'participant') {
    return {
      status: viewer.participant.paymentStatus,
      amount: amountOf(viewer.participant),
      paid: paid.length,
    }
  }
  const amount = paid.reduce((sum, person) => sum + amountOf(person), 0)
  const status =
    group.status === 'confirmed'
      ? 'captured'
      : group.status === 'cancelled'
        ? 'voided'
        : paid.length > 0
          ? 'authorised'
          : 'none'
  return { status, amount, paid: paid.length }
}

/** The API's group order (spec §3 Group order), tailored to the caller (the contract's TGroupOrder). */
export async function presentGroupOrder(
  db: TQueryable,
  group: TGroupOrderRow,
  viewer: TGroupViewer,
  now: Date = new Date(),
): Promise<TGroupOrder> {
  const hostCart = await findCartRow(db, group.cartId)
  if (!hostCart) throw cartNotFound()
  const store = await storeOfCart(db, hostCart)
  const isMember = viewer.role !== 'visitor'
  const people = await listParticipants(db, group.id)
  const ordersOf = isMember ? await participantOrders(db, group, people) : () => []
  const participants: TGroupParticipant[] = isMember
    ? people.map((person) => ({
        id: person.id,
        name: person.name,
        isHost: person.isHost,
        submitted: isSubmitted(group, person),
        orders: ordersOf(person),
      }))
    : []
  const role: TGroupRole = viewer.role
  return {
    id: group.id,
    name: role === 'host' ? group.hostFullName : (viewer.participant?.name ?? null),
    hostfullname: group.hostFullName,
    role,
    paymenttype: group.paymentType,
    handoff: hostCart.handoff,
    ordertime: {
      mode: hostCart.timeMode,
      wanted:
        hostCart.timeMode === 'advance' && hostCart.wantedAt
          ? toWantedTime(hostCart.wantedAt, store.timezone)
          : null,
    },
    deadline: toWantedTime(group.deadlineAt, store.timezone),
    deadlineAt: group.deadlineAt.toISOString(),
    isPastDeadline: isPastDeadline(group.deadlineAt, now),
    status: group.status,
    note: group.note,
    location: toLocation(store, now, undefined, await findClosedToday(db, [store], now)),
    cart: { id: group.cartId, menu_id: hostCart.menuId },
    basketid: role === 'participant' ? (viewer.participant?.cartId ?? null) : null,
    participants,
    payment: await paymentOf(db, group, people, viewer),
    version: group.version,
  }
}
