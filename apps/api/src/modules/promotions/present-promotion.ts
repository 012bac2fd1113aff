import type { TPromotion, TPromotionBody } from '@deli/contracts'
import type { TPromotionUsage } from '@deli/domain'
import type { TPromotionRow } from './tables.ts'

/** What the back office edits of a promotion: the body's fields, as the audit trail keeps them. */
export type TPromotionSnapshot = TPromotionBody & { ended_at: string | null }

export function promotionSnapshot(row: TPromotionRow): TPromotionSnapshot {
  return {
    name: row.name,
    kind: row.kind,
    amount: row.amount,
    percent: row.percent,
    free_product_id: row.freeProductId,
    minimum_subtotal: row.minimumSubtotal,
    product_ids: row.productIds,
    category_slugs: row.categorySlugs,
    store_ids: row.storeIds,
    region: row.region,
    channels: row.channels,
    handoffs: row.handoffs,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    code: row.code,
    members_only: row.membersOnly,
    once_per_member: row.oncePerMember,
    budget_uses: row.budgetUses,
    budget_cents: row.budgetCents,
    ended_at: row.endedAt?.toISOString() ?? null,
  }
}

/** A body's fields as the row's columns (what a create or an edit writes). */
export function promotionValues(body: TPromotionBody) {
  return {
    name: body.name,
    kind: body.kind,
    // Only the field of its kind is kept: an edit from percent to amount leaves no stale percent.
    amount: body.kind === 'amount' ? body.amount : null,
    percent: body.kind === 'percent' ? body.percent : null,
    freeProductId: body.kind === 'free_item' ? body.free_product_id : null,
    minimumSubtotal: body.minimum_subtotal,
    productIds: [...new Set(body.product_ids)],
    categorySlugs: [...new Set(body.category_slugs)],
    storeIds: [...new Set(body.store_ids)],
    // An audit snapshot from before regions has none (ADR 061's amendment).
    region: body.region ?? null,
    channels: [...new Set(body.channels)],
    handoffs: [...new Set(body.handoffs)],
    startsAt: body.starts_at,
    endsAt: body.ends_at,
    code: body.code,
    membersOnly: body.members_only,
    oncePerMember: body.once_per_member,
    budgetUses: body.budget_uses,
    budgetCents: body.budget_cents,
  }
}

export function presentPromotion(row: TPromotionRow, usage: TPromotionUsage | undefined): TPromotion {
  return {
    id: row.id,
    ...promotionSnapshot(row),
    uses: usage?.uses ?? 0,
    spent_cents: usage?.spentCents ?? 0,
    updated_at: row.updatedAt.toISOString(),
  }
}
