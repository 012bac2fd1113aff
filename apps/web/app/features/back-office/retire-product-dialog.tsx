import type { TCatalogueListProduct } from '@deli/contracts'
import { useRef } from 'react'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { backOfficeApi } from './back-office-api.ts'

/**
 * Retiring a product (ADR 057), asked first. `onRetired` gets the product once the dialog
 * has closed: the dialog clears `product` (through `onClose`) before then, so it is kept here.
 */
export function RetireProductDialog(props: {
  product: TCatalogueListProduct | null
  onClose: () => void
  onRetired: (product: TCatalogueListProduct) => void
}) {
  const { product } = props
  const retired = useRef<TCatalogueListProduct | null>(null)
  return (
    <ConfirmDialog
      open={product !== null}
      title={`Retire ${product?.name ?? ''}?`}
      body="It leaves every store's menu now. Past orders still show it; you can undo this from the audit trail."
      confirmLabel="Retire it"
      dismissLabel="Keep it"
      onConfirm={() => {
        retired.current = product
        return product ? backOfficeApi.retireProduct(product.id) : Promise.resolve()
      }}
      onClose={props.onClose}
      onConfirmed={() => retired.current && props.onRetired(retired.current)}
    />
  )
}
