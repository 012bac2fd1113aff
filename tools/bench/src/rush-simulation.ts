import type { TOpeningPeriod } from '@deli/contracts'
import {
  DEFAULT_ADVANCE_DAYS,
  DEFAULT_MAKE_TIMES,
  daySlots,
  hasPlanRoom,
  hasWorkRoom,
  openSlots,
  orderMakeSeconds,
  PLANNED_WORK_HORIZON_MINUTES,
  quoteAsap,
  remainingMakeSeconds,
  SLOT_MINUTES,
  slotInstant,
  type TKitchenLoad,
  type TMakeLine,
  type TPlannedWork,
  type TSlotContext,
  toWantedTime,
} from '@deli/domain'

/**
 * The lunch rush, simulated over the domain's rules (ADR 065; no HTTP, no database): orders arrive at
 * one store, each rule promises a ready time (the old slot-count rule, or the kitchen-pacing rule), and
 * one kitchen makes them — `stations` side by side, each free station taking the order due first among
 * those it may start (an ASAP order at once, an order ahead at its promised time less its make time).
 * Actual ready = start + make time. Deterministic for a seed.
 */

export type TRushKind = 'asap' | 'ahead' | 'catering' | 'group'
export type TRushOrder = {
  id: number
  kind: TRushKind
  asap: boolean
  /** When the guest orders (ms). */
  placedAt: number
  /** An order ahead's wished slot (ms); null for ASAP. */
  wantedAt: number | null
  makeSeconds: number
}
export type TRushStore = {
  timezone: string
  periods: TOpeningPeriod[]
  leadMinutes: number
  stations: number
  /** The old rule's orders per 15-minute slot. */
  slotCapacity: number
}
/**
 * 'first cut' is kitchen pacing as first merged (ADR 065): a live order at its whole make time, orders
 * ahead only once due within the horizon. 'kitchen pacing' is the rule now (second amendment of 2026-11-27):
 * one plan of the kitchen's committed work (`planKitchen`) that the ASAP quote and an order ahead's
 * room (`hasPlanRoom`) both read.
 */
export type TRule = 'slot count' | 'first cut' | 'kitchen pacing'
export type TRushOutcome = TRushOrder & { promisedAt: number; readyAt: number }

const MINUTE = 60_000
const SLOT_MS = SLOT_MINUTES * MINUTE
const STEP_MS = 10_000
const HORIZON = Number(process.env.RUSH_HORIZON ?? 15)

/** mulberry32: a small seeded generator, so every run replays the same rush. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const { mealtime, catering } = DEFAULT_MAKE_TIMES
const COOKIE = { makeSeconds: 30, extraSeconds: 10 }
const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1))

/** A lunch line: 1–3 sandwiches, sometimes cookies. */
function lunchLines(random: () => number, sandwiches: number): TMakeLine[] {
  const lines: TMakeLine[] = [{ ...mealtime, quantity: sandwiches }]
  if (random() < 0.3) lines.push({ ...COOKIE, quantity: between(random, 1, 3) })
  return lines
}

/**
 * `count` orders between `from` and `to` (ms), arriving with a peak a third of the way in (a
 * triangular spread): 55 % ASAP, 25 % ahead (15–90 minutes on, on the quarter hour), 8 % catering
 * (1–3 trays, ordered days before for a slot in the window), 12 % group orders (6–15 items, half ASAP).
 */
export function lunchRush(count: number, from: number, to: number, seed = 65): TRushOrder[] {
  const random = seeded(seed)
  const peak = from + (to - from) / 3
  const arrival = () => {
    const u = random()
    const cut = (peak - from) / (to - from)
    return u < cut
      ? from + Math.sqrt(u * (to - from) * (peak - from))
      : to - Math.sqrt((1 - u) * (to - from) * (to - peak))
  }
  const onGrid = (at: number) => Math.ceil(at / SLOT_MS) * SLOT_MS
  const orders: TRushOrder[] = []
  for (let id = 1; id <= count; id++) {
    const roll = random()
    const placedAt = Math.round(arrival() / 1_000) * 1_000
    if (roll < 0.55) {
      const makeSeconds = orderMakeSeconds(lunchLines(random, between(random, 1, 3)))
      orders.push({ id, kind: 'asap', asap: true, placedAt, wantedAt: null, makeSeconds })
    } else if (roll < 0.8) {
      const makeSeconds = orderMakeSeconds(lunchLines(random, between(random, 1, 3)))
      const wantedAt = onGrid(placedAt + between(random, 15, 90) * MINUTE)
      orders.push({ id, kind: 'ahead', asap: false, placedAt, wantedAt, makeSeconds })
    } else if (roll < 0.88) {
      const makeSeconds = orderMakeSeconds([{ ...catering, quantity: between(random, 1, 3) }])
      const wantedAt = onGrid(from + random() * (to - from))
      // Catering is ordered two days ahead: before the rush begins.
      orders.push({
        id,
        kind: 'catering',
        asap: false,
        placedAt: from - 2 * 86_400_000,
        wantedAt,
        makeSeconds,
      })
    } else {
      const makeSeconds = orderMakeSeconds(lunchLines(random, between(random, 6, 15)))
      const asap = random() < 0.5
      const wantedAt = asap ? null : onGrid(placedAt + between(random, 30, 90) * MINUTE)
      orders.push({ id, kind: 'group', asap, placedAt, wantedAt, makeSeconds })
    }
  }
  return orders.sort((a, b) => a.placedAt - b.placedAt || a.id - b.id)
}

type TLive = TRushOutcome & { startAt: number | null }

/** The kitchen: moves time to `until`, starting and finishing orders in STEP_MS steps. */
class Kitchen {
  readonly orders: TLive[] = []
  private readonly busyUntil: number[]
  private readonly stations: number
  private now: number
  constructor(stations: number, start: number) {
    this.stations = stations
    this.busyUntil = new Array(stations).fill(start)
    this.now = start
  }
  add(order: TLive) {
    this.orders.push(order)
  }
  /** Not ready yet at `at`: waiting or being made. */
  isLive = (order: TLive, at: number) => order.startAt === null || order.readyAt > at
  advanceTo(until: number) {
    for (; this.now <= until; this.now += STEP_MS) {
      for (let station = 0; station < this.stations; station++) {
        if ((this.busyUntil[station] ?? 0) > this.now) continue
        const next = this.nextDue()
        if (!next) break
        next.startAt = this.now
        next.readyAt = this.now + next.makeSeconds * 1_000
        this.busyUntil[station] = next.readyAt
      }
    }
  }
  private nextDue(): TLive | undefined {
    let best: TLive | undefined
    for (const order of this.orders) {
      if (order.startAt !== null) continue
      const mayStart = order.asap ? order.placedAt : order.promisedAt - order.makeSeconds * 1_000
      if (mayStart > this.now) continue
      if (!best || order.promisedAt < best.promisedAt) best = order
    }
    return best
  }
}

/**
 * The kitchen's load as the API reads it at `at` (carts' `kitchenWorkJson`). With `isPaced`: the work
 * left of the orders staff have started (in progress) on the stations, and every order not started —
 * ASAP at once, an order ahead from its start, within the planned horizon — with its promise, which
 * `planKitchen` lays as the kitchen makes them (due first). Without, the first cut: every ASAP order
 * and every order ahead due to start within the horizon at its whole make time, first come first.
 */
function kitchenLoadAt(kitchen: Kitchen, stations: number, at: number, isPaced: boolean): TKitchenLoad {
  const startOf = (order: TLive) => order.promisedAt - order.makeSeconds * 1_000
  const pending = kitchen.orders.filter((other) => kitchen.isLive(other, at))
  if (!isPaced) {
    const isOnLine = (other: TLive) => other.asap || startOf(other) <= at + HORIZON * MINUTE
    return { stations, liveWork: pending.filter(isOnLine).map((other) => other.makeSeconds) }
  }
  const started = pending.filter((other) => other.startAt !== null && other.startAt <= at)
  const liveWork = started.map((other) =>
    remainingMakeSeconds(other.makeSeconds, new Date(other.startAt ?? at), new Date(at)),
  )
  const planned: TPlannedWork[] = pending
    .filter((other) => !started.includes(other))
    .filter((other) => other.asap || startOf(other) <= at + PLANNED_WORK_HORIZON_MINUTES * MINUTE)
    .map((other) => [
      other.asap ? 0 : Math.max(0, Math.ceil((startOf(other) - at) / 1_000)),
      other.makeSeconds,
      Math.ceil((other.promisedAt - at) / 1_000),
    ])
  return { stations, liveWork, planned }
}

/** Slot bookings: orders and planned work (seconds) per slot instant (ms). */
type TBook = Map<number, { count: number; work: number }>

const toWanted = (store: TRushStore, at: number) => toWantedTime(new Date(at), store.timezone)

/** The first slot at or after `from` (ms) that `admits`, today; null when none. */
function firstSlot(
  store: TRushStore,
  context: TSlotContext,
  from: number,
  admits: (slot: number) => boolean,
) {
  const day = toWanted(store, from).slice(0, 8)
  const slots = daySlots({ ...context, now: new Date(from), leadMinutes: 0, extraLeadMinutes: 0 }, day)
  for (const slot of slots) {
    const at = slotInstant(slot, store.timezone)?.getTime()
    if (at !== undefined && admits(at)) return at
  }
  return null
}

/**
 * Replays `orders` under one rule. The old rule promises an ASAP order the first slot at least the
 * lead time away that holds fewer than the slot capacity of orders, and an order ahead its slot, or
 * the next with room by count. The kitchen-pacing rules quote ASAP with `quoteAsap` over the kitchen's
 * load as the API reads it (`kitchenLoadAt`) and admit an order ahead to the first slot from its wish
 * with room by count and by work and, for 'kitchen pacing', in the kitchen's plan (`hasPlanRoom`). An
 * order no slot admits today is refused (left out of the outcome, counted).
 */
export function replayRush(
  store: TRushStore,
  orders: readonly TRushOrder[],
  rule: TRule,
  dayStart: number,
): { outcomes: TRushOutcome[]; refused: number } {
  const kitchen = new Kitchen(store.stations, dayStart)
  const book: TBook = new Map()
  let refused = 0
  const loadOf = (slot: number) => book.get(slot) ?? { count: 0, work: 0 }
  const byCount = (slot: number) => loadOf(slot).count < store.slotCapacity
  for (const order of orders) {
    const placedAt = Math.max(order.placedAt, dayStart)
    kitchen.advanceTo(placedAt)
    const context: TSlotContext = {
      now: new Date(order.placedAt),
      timezone: store.timezone,
      periods: store.periods,
      leadMinutes: store.leadMinutes,
      advanceDays: DEFAULT_ADVANCE_DAYS,
      channel: 'mealtime',
    }
    let promisedAt: number | null = null
    let slot: number | null = null
    if (order.asap && rule === 'slot count') {
      const day = toWanted(store, order.placedAt).slice(0, 8)
      const open = openSlots(daySlots(context, day), countsByWanted(store, book), store.slotCapacity)
      const first = open[0] ? slotInstant(open[0], store.timezone)?.getTime() : undefined
      promisedAt = slot = first ?? null
    } else if (order.asap) {
      const load = kitchenLoadAt(kitchen, store.stations, placedAt, rule === 'kitchen pacing')
      const quote = quoteAsap(context, load, order.makeSeconds)
      if (quote) {
        const quoted = quote.ready.getTime()
        const quotedSlot = slotInstant(quote.slot, store.timezone)?.getTime() ?? quoted
        slot = firstSlot(store, context, quotedSlot, byCount)
        promisedAt = slot === quotedSlot ? quoted : slot
      }
    } else if (order.wantedAt !== null) {
      const kitchenLoad = kitchenLoadAt(kitchen, store.stations, placedAt, rule === 'kitchen pacing')
      const hasRoom = (at: number) =>
        rule !== 'kitchen pacing' ||
        hasPlanRoom(kitchenLoad, order.makeSeconds, Math.ceil((at - placedAt) / 1_000))
      const admits =
        rule === 'slot count'
          ? byCount
          : (at: number) =>
              byCount(at) && hasWorkRoom(loadOf(at).work, order.makeSeconds, store.stations) && hasRoom(at)
      slot = firstSlot(store, context, order.wantedAt, admits)
      promisedAt = slot
    }
    if (promisedAt === null || slot === null) {
      refused++
      continue
    }
    const load = loadOf(slot)
    book.set(slot, { count: load.count + 1, work: load.work + order.makeSeconds })
    kitchen.add({ ...order, promisedAt, readyAt: Number.POSITIVE_INFINITY, startAt: null })
  }
  kitchen.advanceTo(dayStart + 12 * 60 * MINUTE)
  return { outcomes: kitchen.orders.map(({ startAt: _start, ...outcome }) => outcome), refused }
}

function countsByWanted(store: TRushStore, book: TBook): Map<string, number> {
  const counts = new Map<string, number>()
  for (const [at, load] of book) counts.set(toWanted(store, at), load.count)
  return counts
}

/** What the table reports of one replay. */
export type TRushReport = {
  rule: TRule
  orders: number
  refused: number
  /** Share of orders ready within 5 minutes of their promise, either way. */
  withinFive: number
  /** Share ready more than 5 minutes after their promise. */
  lateOverFive: number
  /** Ready minus promised, minutes: median, 90th percentile, worst. */
  p50: number
  p90: number
  worst: number
  /** Of ASAP orders: the median minutes from ordering to the promise (what the guest is told). */
  asapQuoteP50: number
  /** The largest work promised in one 15-minute slot, in station-minutes, and its orders. */
  waveWork: number
  waveOrders: number
  /**
   * The largest work planned to be made in one 15-minute slot, in station-minutes: each order's make
   * time spread over the slots between its promise less its make time and its promise.
   */
  makingWork: number
  /** The kitchen's work in a slot: stations × 15 minutes. */
  slotWork: number
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0)
const round1 = (value: number) => Math.round(value * 10) / 10

export function reportRush(
  store: TRushStore,
  rule: TRule,
  replay: ReturnType<typeof replayRush>,
): TRushReport {
  const { outcomes, refused } = replay
  const diffs = outcomes.map((order) => (order.readyAt - order.promisedAt) / MINUTE).sort((a, b) => a - b)
  const asapLeads = outcomes
    .filter((order) => order.asap)
    .map((order) => (order.promisedAt - order.placedAt) / MINUTE)
    .sort((a, b) => a - b)
  const waves = new Map<number, { work: number; orders: number }>()
  for (const order of outcomes) {
    const slot = Math.floor(order.promisedAt / SLOT_MS) * SLOT_MS
    const wave = waves.get(slot) ?? { work: 0, orders: 0 }
    waves.set(slot, { work: wave.work + order.makeSeconds / 60, orders: wave.orders + 1 })
  }
  const largest = [...waves.values()].sort((a, b) => b.work - a.work)[0] ?? { work: 0, orders: 0 }
  const making = new Map<number, number>()
  for (const order of outcomes) {
    const from = order.promisedAt - order.makeSeconds * 1_000
    for (let slot = Math.floor(from / SLOT_MS) * SLOT_MS; slot < order.promisedAt; slot += SLOT_MS) {
      const overlap = Math.min(order.promisedAt, slot + SLOT_MS) - Math.max(from, slot)
      making.set(slot, (making.get(slot) ?? 0) + overlap / MINUTE)
    }
  }
  const share = (count: number) => round1((100 * count) / Math.max(1, outcomes.length))
  return {
    rule,
    orders: outcomes.length,
    refused,
    withinFive: share(diffs.filter((diff) => Math.abs(diff) <= 5).length),
    lateOverFive: share(diffs.filter((diff) => diff > 5).length),
    p50: round1(percentile(diffs, 0.5)),
    p90: round1(percentile(diffs, 0.9)),
    worst: round1(diffs.at(-1) ?? 0),
    asapQuoteP50: round1(percentile(asapLeads, 0.5)),
    waveWork: round1(largest.work),
    waveOrders: largest.orders,
    makingWork: round1(Math.max(0, ...making.values())),
    slotWork: store.stations * SLOT_MINUTES,
  }
}
