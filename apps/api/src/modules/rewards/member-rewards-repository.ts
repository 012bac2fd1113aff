import { eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { lockUserRow } from '../members/index.ts'
import { type TUserRow, users } from '../members/tables.ts'
import { offerUses, rewardRedemptions, type TRedemptionRow } from './tables.ts'

/**
 * What a member's basket discounts are computed from (ADR 035: three round trips before, one now):
 * the member's row, the reward redeemed onto the basket (whatever its state) and the ids of the
 * offers the member has taken. A read-only join on members' table (ADR 012, 4).
 */
export type TMemberRewards = {
  member: TRewardsMember
  redemption: TRedemptionRow | undefined
  usedOfferIds: ReadonlySet<string>
}

/**
 * What the rewards read of a member: who, the balance, and what the offers depend on (domain
 * `memberOffers`) — never the sign-in columns (the password's hash).
 */
export type TRewardsMember = Pick<TUserRow, 'id' | 'points' | 'createdAt' | 'birthday' | 'birthdayChangedAt'>

function memberRewardsQuery(db: TQueryable) {
  return db
    .select({
      member: {
        id: users.id,
        points: users.points,
        createdAt: users.createdAt,
        birthday: users.birthday,
        birthdayChangedAt: users.birthdayChangedAt,
      },
      redemption: rewardRedemptions,
      used: sql<string[]>`coalesce((select array_agg(${offerUses.offerId}) from ${offerUses}
        where ${offerUses.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .leftJoin(rewardRedemptions, eq(rewardRedemptions.cartId, sql.placeholder('cartId')))
    .where(eq(users.id, sql.placeholder('userId')))
}

type TMemberRewardsRow = { member: TRewardsMember; redemption: TRedemptionRow | null; used: string[] }
type TMemberRewardsValues = { userId: string; cartId: string }

// Every member's basket read and submission runs one of these: built once (ADR 036).
const findStatement = preparedStatement<TMemberRewardsValues, TMemberRewardsRow[]>((db) =>
  memberRewardsQuery(db).prepare('find_member_rewards'),
)

const toMemberRewards = (row: TMemberRewardsRow | undefined): TMemberRewards | undefined =>
  row && {
    member: row.member,
    redemption: row.redemption ?? undefined,
    usedOfferIds: new Set(row.used),
  }

/** The member's rewards state for a basket (undefined: no such member). */
export async function findMemberRewards(db: TQueryable, userId: string, cartId: string) {
  const [row] = await findStatement(db, { userId, cartId })
  return toMemberRewards(row)
}

/**
 * The same, after locking the member's row for the rest of the transaction (ADR 024). Called by
 * submission right after it locks the basket, before the basket is validated: two submissions of one
 * member run their rewards one after the other and each sees the points and offers the other took.
 * Two statements, not one: a `FOR UPDATE` that waits for the lock answers its subqueries as its
 * snapshot saw them, before the wait — it would miss the offers the other submission just took
 * (which writes no new version of the member's row for a version check to notice, ADR 035).
 */
export async function lockMemberRewards(tx: TQueryable, userId: string, cartId: string) {
  await lockUserRow(tx, userId)
  return findMemberRewards(tx, userId, cartId)
}
