import type { THandoffMode, TSubmitTrack, ZSubmitBodySchema } from '@deli/contracts'
import {
  groupTimeMode,
  isBasketExpired,
  isManualFireOffered,
  KIOSK_TEXTS,
  MANUAL_FIRE_ASAP_ONLY,
  MANUAL_FIRE_NOT_DELIVERY,
  TEXTS,
  tipProblem,
  totalChangedMessage,
} from '@deli/domain'
import type { z } from 'zod'
import type { TCartRow } from '../modules/carts/index.ts'
import {
  assertCartOrderable,
  cartExpired,
  cartNotFound,
  lockCartForSubmission,
} from '../modules/carts/index.ts'
import { beginGroupSubmission, SPLIT_NEEDS_CARD } from '../modules/group-orders/index.ts'
import type { TOrderClient } from '../modules/orders/index.ts'
import {
  assertCheckoutDetails,
  assertOrderLimits,
  awaitSettlement,
  bookSlot,
  findOrder,
  insertOrder,
  orderMetrics,
  PAY_IN_STORE_LABEL,
  resolvePayment,
  SUBMIT_ORDER_JOB,
  type TSubmitOrderJob,
  trackOf,
} from '../modules/orders/index.ts'
import type { TPayments } from '../modules/payments/index.ts'
import { holdOrderRewards, lockMemberRewards } from '../modules/rewards/index.ts'
import type { TSession } from '../modules/sessions/index.ts'
import type { TConfig } from '../platform/config.ts'
import type { TDatabase } from '../platform/database.ts'
import { AppError } from '../platform/errors.ts'
import type { JobRunner } from '../platform/jobs.ts'
import { oneAtATimePerKey, sharedWhileInFlight } from '../platform/one-at-a-time.ts'
import { slotRefusals } from './count-slot-refusals.ts'

export type TSubmitOrderOptions = {
  db: TDatabase
  config: TConfig
  jobs: JobRunner
  payments: TPayments
  session: TSession | null
  body: z.output<typeof ZSubmitBodySchema>
  client: TOrderClient
  /** A store kiosk's order (ADR 030): no account; the kiosk's own store, pickup, not a group. */
  kiosk?: { id: string; storeId: number }
}

/**
 * How long a submission waits for its payment job when this process runs the job's workers (ADR
 * 008's amendment): a charge or a decline comes with the submit's answer; a slower outcome (a
 * processing failure retried by the queue) is tracked by the client's 2 s poll as before.
 */
export const SUBMIT_SETTLE_WAIT_MS = 3_000

/** A double click's two submissions of one basket, on this node: the second waits for the first. */
const submissionsOfBasket = oneAtATimePerKey()

/**
 * What a basket's submissions in flight on this node share: the order the first of them to finish
 * answered. The others of the same caller (a double click, two taps; ADR 035 amended) answer that
 * order — what the basket's live order would answer — without a transaction of their own; another
 * caller's submission, or one that arrives after all have finished, asks the database.
 */
type TInFlight = { answered?: { caller: string; track: TSubmitTrack } }
const submissionsInFlight = sharedWhileInFlight<TInFlight>(() => ({}))

/** Whose order it is: the signed-in member's, or the kiosk's; anyone else is asked to sign in. */
function ownerOf(session: TSession | null, kiosk: TSubmitOrderOptions['kiosk']) {
  if (kiosk) return { userId: null, kioskId: kiosk.id }
  if (!session?.userId) throw new AppError(401, 'SIGN_IN_REQUIRED', TEXTS.signInBeforeCheckout)
  return { userId: session.userId, kioskId: null }
}

/** What only a kiosk's order must be: for the kiosk's store, picked up at the counter now, not a group's. */
function assertKioskOrder(kiosk: TSubmitOrderOptions['kiosk'], cart: TCartRow, storeId: number) {
  if (!kiosk) return
  if (storeId !== kiosk.storeId) throw new AppError(403, 'FORBIDDEN', KIOSK_TEXTS.storeOnly)
  if (cart.handoff !== 'pickup') {
    throw new AppError(422, 'CHECKOUT_INVALID', KIOSK_TEXTS.pickupOnly, { handoff: KIOSK_TEXTS.pickupOnly })
  }
  if (cart.groupOrderId) throw new AppError(422, 'CHECKOUT_INVALID', KIOSK_TEXTS.noGroupOrders)
  // A kiosk stands in the store: its guests order for now (ADR 046), never for later.
  if (cart.timeMode !== 'asap') {
    throw new AppError(422, 'CHECKOUT_INVALID', KIOSK_TEXTS.asapOnly, { time: KIOSK_TEXTS.asapOnly })
  }
}

/**
 * The tip within its bound for the order (domain `tipProblem`), and the total the guest was shown —
 * when the client sends it — still the total: an offer taken meanwhile by another order of the
 * member, or a price changed, is refused with a sentence instead of charged without a word (ADR 042).
 */
function assertTotals(totals: { subtotal: number; total: number }, tip: number, shown: number | undefined) {
  const tipRefused = tipProblem(tip, totals.subtotal)
  if (tipRefused) throw new AppError(422, 'CHECKOUT_INVALID', tipRefused, { tip: tipRefused })
  if (shown !== undefined && shown !== totals.total + tip) {
    throw new AppError(409, 'TOTAL_CHANGED', totalChangedMessage(totals.total + tip))
  }
}

/**
 * Spec time mode `manualfire` (ADR 066): only an order made now can wait for its guest to say so; a
 * split group's order is reset to asap (spec §4, `groupTimeMode`), as is every group participant's
 * (made with the host's order).
 */
function isManualFire(
  wanted: boolean,
  group: Awaited<ReturnType<typeof beginGroupSubmission>>,
  isAsap: boolean,
  handoff: THandoffMode,
): boolean {
  if (!wanted) return false
  if (group.kind === 'participant') return false
  if (group.kind === 'host' && groupTimeMode('manualfire', group.group.paymentType) === 'asap') return false
  if (!isManualFireOffered(handoff)) {
    throw new AppError(422, 'CHECKOUT_INVALID', MANUAL_FIRE_NOT_DELIVERY, {
      manualfire: MANUAL_FIRE_NOT_DELIVERY,
    })
  }
  if (!isAsap)
    throw new AppError(422, 'CHECKOUT_INVALID', MANUAL_FIRE_ASAP_ONLY, { manualfire: MANUAL_FIRE_ASAP_ONLY })
  return true
}

/**
 * POST /api/submit-background (spec §4 Checkout submit, §7; ADR 008). In one transaction holding the
 * basket's row lock: a basket that already has a live order answers that order (double clicks,
 * retries and two tabs share one order); otherwise the basket is validated like validate-cart, the
 * checkout details checked, its slot re-checked and booked, the order written (pending, a snapshot
 * of lines, totals with the tip, handoff, contact and ready time), the basket frozen as submitted,
 * and the payment job queued. The worker charges it; when this process runs the workers, the answer
 * waits up to SUBMIT_SETTLE_WAIT_MS for that outcome (ADR 008's amendment), else the caller tracks
 * it (waiting → success | error).
 * In a group order (ADR 015) the host's submission locks the group, and a split participant's is
 * refused unless the group is open and before its deadline.
 */
export function submitOrder(options: TSubmitOrderOptions): Promise<TSubmitTrack> {
  return submissionsInFlight(options.body.id, (inFlight) => submitInFlight(options, inFlight))
}

/** `submitOrder`, counted among its basket's submissions in flight on this node. */
async function submitInFlight(options: TSubmitOrderOptions, inFlight: TInFlight): Promise<TSubmitTrack> {
  const { db, config, jobs, session, body } = options
  const owner = ownerOf(session, options.kiosk)
  const caller = options.kiosk ? `kiosk:${options.kiosk.id}` : `session:${session?.id}`
  const [submitted] = body.data.payments
  if (!submitted) throw new AppError(422, 'CHECKOUT_INVALID', 'Choose one payment method.')
  const payment = await resolvePayment(
    options.payments,
    submitted,
    options.kiosk ? KIOSK_TEXTS.payAtCounter : PAY_IN_STORE_LABEL,
  )
  await jobs.ready()
  // A refusal for a full slot counts in the kitchen report (ADR 064).
  const refusals = slotRefusals(db)
  const result = await submissionsOfBasket(body.id, async () => {
    if (inFlight.answered?.caller === caller) return { track: inFlight.answered.track, queued: false }
    const written = await db.transaction(async (tx) => {
      const now = new Date()
      // The basket's row lock with its store, the store's timing and held items, its priced lines and
      // its live order, in one statement.
      const locked = await lockCartForSubmission(tx, body.id, now)
      if (!locked || !session || locked.cart.sessionId !== session.id) throw cartNotFound()
      const { cart, store, timing, kitchen, held, dayparts, lines, prices } = locked
      const existing = locked.liveOrderId ? await findOrder(tx, locked.liveOrderId) : undefined
      if (existing) return { track: trackOf(existing), queued: false }
      if (cart.status !== 'active') throw cartNotFound()
      if (isBasketExpired(cart.resetAt, now.getTime())) throw cartExpired()
      // The member's rewards and offers are read and taken under the member's lock (ADR 024).
      const memberRewards = owner.userId ? await lockMemberRewards(tx, owner.userId, cart.id) : undefined
      if (!store) throw cartNotFound()
      const wantedAt = cart.timeMode === 'advance' && cart.wantedAt ? cart.wantedAt : now
      refusals.want({ storeId: store.id, at: wantedAt, timezone: store.timezone })
      assertKioskOrder(options.kiosk, cart, store.id)
      const group = await beginGroupSubmission(tx, cart, now)
      // A single order books its slot below, under the slot's lock: its room is counted there only. A
      // split participant's order is made at the host's time, which the host's submission checks
      // (ADR 015): the participant's own submission never fails on it.
      const orderable = await assertCartOrderable(
        tx,
        config,
        cart,
        store,
        now,
        { timing, kitchen, held, dayparts, lines, prices, ownerUserId: owner.userId, memberRewards },
        { booksSlot: !cart.groupOrderId, checksTime: group.kind !== 'participant' },
      )
      const presented = orderable.cart
      assertCheckoutDetails(cart.handoff, body.data.car, submitted)
      if (group.kind === 'participant' && payment.type !== 'card') {
        throw new AppError(422, 'CHECKOUT_INVALID', SPLIT_NEEDS_CARD)
      }
      // A split participant's order is made with the host's, at the host's time (which the basket
      // follows): no slot of its own.
      const hostsTime = cart.timeMode === 'advance' && cart.wantedAt ? cart.wantedAt : null
      const { taxRateBps: _rate, ...totals } = presented.totals
      const tip = body.data.tip
      assertTotals(totals, tip, body.data.total)
      await assertOrderLimits(tx, {
        userId: owner.userId,
        cartId: cart.id,
        deviceId: options.client.device_id,
        channel: cart.channel,
        paymentType: payment.type,
        lineCount: lines.length,
        isGroup: cart.groupOrderId !== null,
        total: totals.total + tip,
        now,
      })
      // The order is ready at its slot, or an ASAP order at its quote: now + the wait for a station +
      // its make time (ADR 065), the number the guest was shown.
      const slot =
        group.kind === 'participant'
          ? { instant: hostsTime ?? now, readyAt: hostsTime ?? now, asap: hostsTime === null }
          : await bookSlot(tx, config, store, cart, now, timing, orderable)
      const manualFire = isManualFire(body.data.manualfire, group, slot.asap, cart.handoff)
      // The order with its slot's booking (the slot's lock is held since bookSlot) and its basket frozen
      // as submitted, in one statement.
      const order = await insertOrder(
        tx,
        {
          cartId: cart.id,
          ...owner,
          storeId: store.id,
          menuId: store.menuId,
          handoff: cart.handoff,
          address: presented.address,
          car: cart.handoff === 'curbside' ? (body.data.car ?? null) : null,
          asap: slot.asap,
          readyAt: slot.readyAt,
          makeSeconds: orderable.makeSeconds,
          timezone: store.timezone,
          lines: presented.products.map(({ id: _id, available: _available, ...line }) => line),
          totals: { ...totals, tip, total: totals.total + tip },
          discounts: presented.discounts
            .filter((discount) => discount.amount > 0)
            .map(({ label, amount }) => ({ label, amount })),
          paymentType: payment.type,
          paymentLabel: payment.label,
          paymentToken: payment.token,
          contact: {
            first_name: body.data.first_name,
            last_name: body.data.last_name,
            email: body.data.email,
            phone: body.data.phone,
          },
          client: options.client,
          groupOrderId: group.kind === 'participant' ? group.group.id : null,
          manualFire,
        },
        group.kind === 'participant' ? null : { slotAt: slot.instant, makeSeconds: orderable.makeSeconds },
      )
      await holdOrderRewards(tx, order, presented.discounts)
      const job: TSubmitOrderJob = { orderId: order.id, hostsGroup: group.kind === 'host' }
      await jobs.send(SUBMIT_ORDER_JOB, job, { tx, singletonKey: order.id })
      return { track: trackOf(order), queued: true }
    })
    inFlight.answered = { caller, track: written.track }
    return written
  }).catch(refusals.rethrow)
  const orderId = result.track.id
  if (!result.queued || !orderId) return result.track
  orderMetrics.submitted.inc()
  jobs.wake(SUBMIT_ORDER_JOB)
  if (!jobs.runsHere(SUBMIT_ORDER_JOB)) return result.track
  // The outcome this process's worker wrote; else read again (another process's worker may have run it).
  const outcome = await awaitSettlement(orderId, SUBMIT_SETTLE_WAIT_MS)
  if (outcome) return outcome
  const settled = await findOrder(db, orderId)
  return settled ? trackOf(settled) : result.track
}
