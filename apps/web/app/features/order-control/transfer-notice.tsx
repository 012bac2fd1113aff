import { formatMoney } from '@deli/domain'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '../../ui/icon.tsx'
import { type TTransferNotice, useTransferNotice } from './transfer-notice-store.ts'

const quantityOf = (quantity: number) => (quantity > 1 ? ` (×${quantity})` : '')

/** 'Moved your bag to {store}. Not sold here: X. New prices: Y.', or what a new bag replaced. */
export function transferMessage(notice: TTransferNotice): string {
  if (notice.deleted?.length)
    return `Started a new bag at ${notice.storeName}. Deleted from your previous bag: ${notice.deleted
      .map((line) => `${line.name}${quantityOf(line.quantity)}`)
      .join(', ')}.`
  const parts = [`Moved your bag to ${notice.storeName}.`]
  if (notice.removed.length > 0) {
    parts.push(
      `Not sold here: ${notice.removed.map((line) => `${line.name}${quantityOf(line.quantity)}`).join(', ')}.`,
    )
  }
  if (notice.repriced.length > 0) {
    const prices = notice.repriced.map(
      (line) => `${line.name} ${formatMoney(line.after)} (was ${formatMoney(line.before)})`,
    )
    parts.push(`New prices: ${prices.join(', ')}.`)
  }
  return parts.join(' ')
}

/**
 * The transfer report, politely announced on the page the guest lands on (the new store's menu) and
 * gone once they dismiss it or move on.
 */
export function TransferNotice() {
  const notice = useTransferNotice((state) => state.notice)
  const dismiss = useTransferNotice((state) => state.dismiss)
  const { pathname } = useLocation()
  const seen = useRef(false)
  const isHere = notice !== null && notice.path === pathname
  useEffect(() => {
    if (isHere) seen.current = true
    else if (notice && seen.current) {
      seen.current = false
      dismiss()
    }
  }, [isHere, notice, dismiss])
  return (
    <div className="container" role="status">
      {isHere && (
        <div className="order-notice">
          <Icon name="bag" size={22} />
          <p>{transferMessage(notice)}</p>
          <button type="button" className="icon-button" onClick={dismiss} aria-label="Dismiss bag notice">
            <Icon name="close" size={20} />
          </button>
        </div>
      )}
    </div>
  )
}
