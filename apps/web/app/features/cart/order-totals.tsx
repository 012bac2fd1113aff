import { formatMoney } from '@deli/domain'

/** What both a basket's and an order's totals carry; the tip exists once checkout chose one. */
type TTotals = {
  subtotal: number
  discount: number
  tax: number
  deliveryFee: number
  tip?: number
  total: number
}

/**
 * The totals list of the bag, checkout, the confirmation and an order's summary: subtotal, each
 * discount by its label (spec §3 discounts[]), tax, delivery fee (delivery only), tip (once there is
 * one) and total, in integer cents formatted by the domain's money helper.
 */
export function OrderTotals(props: {
  totals: TTotals
  discounts: readonly { label: string; amount: number }[]
  isDelivery: boolean
}) {
  const { totals } = props
  // A redeemed reward that does not apply now has amount 0 (its problem is said where it is listed).
  const discounts = props.discounts.filter((discount) => discount.amount > 0)
  return (
    <dl className="summary-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      {discounts.map((discount) => (
        <div key={discount.label} className="summary-totals__discount">
          <dt>{discount.label}</dt>
          <dd>−{formatMoney(discount.amount)}</dd>
        </div>
      ))}
      {discounts.length === 0 && totals.discount > 0 && (
        <div className="summary-totals__discount">
          <dt>Discounts</dt>
          <dd>−{formatMoney(totals.discount)}</dd>
        </div>
      )}
      <div>
        <dt>Tax</dt>
        <dd>{formatMoney(totals.tax)}</dd>
      </div>
      {props.isDelivery && (
        <div>
          <dt>Delivery fee</dt>
          <dd>{formatMoney(totals.deliveryFee)}</dd>
        </div>
      )}
      {totals.tip !== undefined && (
        <div>
          <dt>Tip</dt>
          <dd>{formatMoney(totals.tip)}</dd>
        </div>
      )}
      <div className="summary-totals__total">
        <dt>Total</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  )
}
