import type { TLineKind } from './line-kind.ts'

/**
 * A reward of the built-in points engine (ADR 024): what it costs in points and what it takes off a
 * basket. `target` is the kind of item it makes free (one unit, up to `maxValue` cents), or `order`
 * for a fixed `amount` off a subtotal of at least `minimumSubtotal`.
 */
export type TRewardDefinition = {
  id: string
  name: string
  description: string
  points: number
  target: TLineKind | 'order'
  /** For `order` rewards: cents off. */
  amount?: number
  /** For `order` rewards: the subtotal (cents) the basket needs. */
  minimumSubtotal?: number
  /** For item rewards: the most the free item may be worth (cents). */
  maxValue?: number
}

/** The catalogue, cheapest first (10 points per dollar: a free cookie after $25 of orders). */
export const REWARDS: readonly TRewardDefinition[] = /* @__PURE__ */ Object.freeze([
  {
    id: 'free-cookie',
    name: 'Free cookie',
    description: 'Any fresh-baked cookie, on us.',
    points: 250,
    target: 'cookie',
  },
  {
    id: 'free-side',
    name: 'Free side',
    description: 'Any side from the Sides menu.',
    points: 400,
    target: 'side',
  },
  {
    id: 'five-off',
    name: '$5 off',
    description: '$5 off an order of $10 or more.',
    points: 600,
    target: 'order',
    amount: 500,
    minimumSubtotal: 1000,
  },
  {
    id: 'free-sandwich',
    name: 'Free sandwich',
    description: 'Any sandwich, po’boy or wrap, up to $14.',
    points: 1200,
    target: 'sandwich',
    maxValue: 1400,
  },
])

export function findReward(id: string): TRewardDefinition | undefined {
  return REWARDS.find((reward) => reward.id === id)
}

const PERCENT_CAP = 100 // spec §9: progress cap 100 %

function balanceOf(points: number): number {
  return Number.isFinite(points) ? Math.max(0, Math.floor(points)) : 0
}

function percentOf(points: number, goal: number): number {
  return Math.min(PERCENT_CAP, Math.round((balanceOf(points) / goal) * 100))
}

/** Each reward with whether the balance redeems it, the points still needed and the way there in %. */
export function rewardCatalogue(points: number) {
  const balance = balanceOf(points)
  return REWARDS.map((reward) => ({
    reward,
    canRedeem: balance >= reward.points,
    pointsNeeded: Math.max(0, reward.points - balance),
    percent: percentOf(balance, reward.points),
  }))
}

/** The cheapest reward the balance does not reach yet (null when all are in reach) and the way there. */
export function rewardProgress(points: number) {
  const balance = balanceOf(points)
  const next = REWARDS.find((reward) => reward.points > balance) ?? null
  if (!next) return { next: null, pointsToNext: 0, percent: PERCENT_CAP }
  return { next, pointsToNext: next.points - balance, percent: percentOf(balance, next.points) }
}

const count = (points: number) => points.toLocaleString('en-US')

/** The refusal of a reward the member's available points do not cover. */
export function rewardShortOfPoints(reward: TRewardDefinition, available: number): string {
  return `${reward.name} needs ${count(reward.points)} points; you have ${count(balanceOf(available))} available.`
}
