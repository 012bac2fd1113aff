import { sql } from 'drizzle-orm'
import type { TOrderRow } from '../orders/index.ts'

/** An order as the mix and guests rollups read it. */
export type TMixOrder = Pick<
  TOrderRow,
  | 'id'
  | 'storeId'
  | 'createdAt'
  | 'timezone'
  | 'cartId'
  | 'userId'
  | 'asap'
  | 'groupOrderId'
  | 'points'
  | 'totals'
  | 'discounts'
>

/** Each dimension's row of an order from its facts, `sign` 1 for its sale and -1 for its cancellation. */
const rowsOfFacts = (sign: 1 | -1) =>
  sql.raw(`
  select placed.store_id, placed.local_date, d.dimension, d.value, ${sign === 1 ? '1, 0' : '0, 1'},
    ${sign} * d.net, ${sign} * d.discount, ${sign} * d.groups, ${sign} * d.participants, ${sign} * d.points
  from placed, facts, net, lateral (values
    ('menu', facts.menu, net.value, 0, 0, 0, 0),
    ('timing', facts.timing, net.value, 0, 0, 0, 0),
    ('group', facts.grouping, net.value, 0, (facts.participants > 0)::int, facts.participants, 0),
    ('guest', facts.guest, net.value, 0, 0, 0, 0),
    ('rewards', 'earned', 0, 0, 0, 0, facts.points_earned),
    ('rewards', 'redeemed', 0, 0, 0, 0, facts.points_redeemed)
  ) as d(dimension, value, net, discount, groups, participants, points)
  union all
  select placed.store_id, placed.local_date, 'offer', used.label, ${sign === 1 ? '1, 0' : '0, 1'},
    0, ${sign} * used.amount, 0, 0, 0
  from placed, facts, discounts, lateral (select label, sum(amount)::int as amount
    from jsonb_to_recordset(discounts.value) as discount(label text, amount int) group by label) as used`)

const upsert = (sign: 1 | -1) => sql`
  insert into report_mix_daily
    (store_id, local_date, dimension, value, orders, cancelled, net, discount, groups, participants, points)
  ${rowsOfFacts(sign)}
  on conflict (store_id, local_date, dimension, value) do update set
    orders = report_mix_daily.orders + excluded.orders,
    cancelled = report_mix_daily.cancelled + excluded.cancelled,
    net = report_mix_daily.net + excluded.net,
    discount = report_mix_daily.discount + excluded.discount,
    groups = report_mix_daily.groups + excluded.groups,
    participants = report_mix_daily.participants + excluded.participants,
    points = report_mix_daily.points + excluded.points`

const amounts = sql`net as (select ${sql.placeholder('net')}::int as value),
  discounts as (select ${sql.placeholder('discounts')}::jsonb as value)`

/**
 * An accepted order's facts, kept once (ADR 064's amendment): its basket's channel (catering or
 * mealtime), ASAP or ahead, its group (none; host pays or split, with the participants of a group it
 * hosts), new or returning member (no earlier order of theirs placed and not failed) or a kiosk's, the
 * points it earns and the reward points redeemed on it; then its rows of the day added. The tail of
 * the sale's one rollups statement (`record-order-sale.ts`), which defines `placed (store_id,
 * local_date)` before it.
 */
export const mixSaleSql = sql`${amounts},
    cart as (select channel, group_order_id from carts where id = ${sql.placeholder('cartId')}::uuid),
    grp as (
      select id, payment_type, cart_id from group_orders
      where id = coalesce(${sql.placeholder('groupOrderId')}::uuid, (select group_order_id from cart))
    ),
    facts as (
      insert into report_order_mix (order_id, menu, timing, grouping, guest, participants, points_earned, points_redeemed)
      values (
        ${sql.placeholder('orderId')}::uuid,
        coalesce((select channel from cart), 'mealtime'),
        case when ${sql.placeholder('asap')}::boolean then 'asap' else 'ahead' end,
        coalesce((select payment_type from grp), 'none'),
        case
          when ${sql.placeholder('userId')}::uuid is null then 'kiosk'
          when exists (
            select 1 from orders earlier
            where earlier.user_id = ${sql.placeholder('userId')}::uuid
              and earlier.created_at < ${sql.placeholder('at')}::timestamptz and earlier.status <> 'failed'
          ) then 'returning'
          else 'new'
        end,
        coalesce((
          select count(*)::int from group_participants, grp
          where group_participants.group_order_id = grp.id and grp.cart_id = ${sql.placeholder('cartId')}::uuid
        ), 0),
        ${sql.placeholder('points')}::int,
        coalesce((
          select sum(points)::int from reward_redemptions where order_id = ${sql.placeholder('orderId')}::uuid
        ), 0)
      )
      on conflict (order_id) do nothing
      returning *
    )
    ${upsert(1)}`

/** A cancelled order's rows taken back from its kept facts (nothing for an order never counted). */
export const mixTakeBackSql = sql`${amounts},
    facts as (select * from report_order_mix where order_id = ${sql.placeholder('orderId')}::uuid)
    ${upsert(-1)}`

/** The mix's values of an order's sale (`mixSaleSql`) or cancellation (`mixTakeBackSql`). */
export function mixValues(order: TMixOrder, kind: 'sale' | 'cancellation') {
  const taken = {
    net: order.totals.subtotal - order.totals.discount,
    discounts: JSON.stringify(order.discounts),
  }
  return kind === 'cancellation'
    ? { orderId: order.id, ...taken }
    : {
        orderId: order.id,
        ...taken,
        cartId: order.cartId,
        userId: order.userId,
        asap: order.asap,
        groupOrderId: order.groupOrderId,
        points: order.points,
      }
}
