import type { TOrderTotals } from '@deli/contracts'
import { formatMoney } from '@deli/domain'

/**
 * Totals of checkout and confirmation: subtotal, each discount, tax, delivery fee (delivery only),
 * tip and total, in integer cents formatted by the domain's money helper.
 */
export function OrderTotals(props: {
  totals: TOrderTotals
  discounts: readonly { label: string; amount: number }[]
  isDelivery: boolean
}) {
  const { totals } = props
  return (
    <dl className="summary-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      {props.discounts.map((discount) => (
        <div key={discount.label} className="summary-totals__discount">
          <dt>{discount.label}</dt>
          <dd>−{formatMoney(discount.amount)}</dd>
        </div>
      ))}
      {props.discounts.length === 0 && totals.discount > 0 && (
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
      <div>
        <dt>Tip</dt>
        <dd>{formatMoney(totals.tip)}</dd>
      </div>
      <div className="summary-totals__total">
        <dt>Total</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  )
}
