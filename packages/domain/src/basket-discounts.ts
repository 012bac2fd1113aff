import type { TLineKind } from './line-kind.ts'
import type { TMemberOffer } from './member-offers.ts'
import { formatMoney } from './money.ts'
import type { TRewardDefinition } from './rewards-catalogue.ts'

/** A basket line as the discount rules see it: its price per unit, how many and what kind of item. */
export type TDiscountLine = { id: number; unitCost: number; quantity: number; kind: TLineKind | null }

/** A redeemed reward or an offer, as a rule on the basket. */
export type TDiscountRule = {
  source: 'reward' | 'offer'
  id: string
  /** The reward's or offer's own name, for the sentence that says why it does not apply. */
  name: string
  label: string
  target: TLineKind | 'order'
  amount?: number
  minimumSubtotal?: number
  maxValue?: number
  requires?: TLineKind
}

/** A discount on the basket (spec §3 discounts[]): its label, cents off and the line it makes free. */
export type TBasketDiscount = {
  source: 'reward' | 'offer'
  id: string
  label: string
  amount: number
  lineId: number | null
}

export function rewardRule(reward: TRewardDefinition): TDiscountRule {
  return {
    source: 'reward',
    id: reward.id,
    name: reward.name,
    label: `Reward: ${reward.name}`,
    target: reward.target,
    ...(reward.amount === undefined ? {} : { amount: reward.amount }),
    ...(reward.minimumSubtotal === undefined ? {} : { minimumSubtotal: reward.minimumSubtotal }),
    ...(reward.maxValue === undefined ? {} : { maxValue: reward.maxValue }),
  }
}

export function offerRule(offer: TMemberOffer): TDiscountRule {
  return {
    source: 'offer',
    id: offer.id,
    name: offer.title,
    label: offer.label,
    target: offer.target,
    ...(offer.requires === undefined ? {} : { requires: offer.requires }),
    ...(offer.maxValue === undefined ? {} : { maxValue: offer.maxValue }),
  }
}

const KIND_WORDS: Record<TLineKind, string> = { sandwich: 'a sandwich', side: 'a side', cookie: 'a cookie' }

/** Why a rule does not apply to the basket, as the guest reads it. */
export function discountProblem(rule: TDiscountRule): string {
  if (rule.target === 'order')
    return `${rule.name} needs an order of ${formatMoney(rule.minimumSubtotal ?? 0)} or more.`
  return `${rule.name} needs ${KIND_WORDS[rule.target]} in your bag.`
}

/**
 * The discounts of a basket, rule by rule in the order given (a redeemed reward before the offers): an
 * item rule makes one unit of its kind free — the dearest unit no earlier rule took, up to its
 * `maxValue` — and names that line; an order rule takes its amount off a subtotal of at least its
 * minimum, never more than is left. A rule that finds nothing to take (or lacks its `requires` item)
 * is unmet. Every amount is ≥ 0 and together they never exceed the subtotal, so the totals' tax
 * (computed after the discount, cart-totals) never goes below zero.
 */
export function basketDiscounts(
  lines: readonly TDiscountLine[],
  rules: readonly TDiscountRule[],
): { applied: TBasketDiscount[]; unmet: TDiscountRule[] } {
  const subtotal = lines.reduce((total, line) => total + line.unitCost * line.quantity, 0)
  const taken = new Map<number, number>()
  let discounted = 0
  const applied: TBasketDiscount[] = []
  const unmet: TDiscountRule[] = []
  for (const rule of rules) {
    if (rule.requires && !lines.some((line) => line.kind === rule.requires && line.quantity > 0)) {
      unmet.push(rule)
      continue
    }
    if (rule.target === 'order') {
      const amount = Math.min(rule.amount ?? 0, subtotal - discounted)
      if (subtotal < (rule.minimumSubtotal ?? 0) || amount <= 0) {
        unmet.push(rule)
        continue
      }
      discounted += amount
      applied.push({ source: rule.source, id: rule.id, label: rule.label, amount, lineId: null })
      continue
    }
    const line = lines
      .filter(
        (candidate) => candidate.kind === rule.target && candidate.quantity > (taken.get(candidate.id) ?? 0),
      )
      .reduce<TDiscountLine | null>(
        (best, candidate) => (!best || candidate.unitCost > best.unitCost ? candidate : best),
        null,
      )
    const amount = line ? Math.min(line.unitCost, rule.maxValue ?? line.unitCost, subtotal - discounted) : 0
    if (!line || amount <= 0) {
      unmet.push(rule)
      continue
    }
    taken.set(line.id, (taken.get(line.id) ?? 0) + 1)
    discounted += amount
    applied.push({ source: rule.source, id: rule.id, label: rule.label, amount, lineId: line.id })
  }
  return { applied, unmet }
}
