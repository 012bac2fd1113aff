import type { TCatalogueCategory } from '@deli/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Button } from '../../ui/button.tsx'
import { backOfficeApi } from './back-office-api.ts'
import { ProductForm, type TProductSaving } from './product-form.tsx'

/**
 * The product form for a new product, or for one the catalogue's slim list names (ADR 057): the
 * whole product, option groups included, is read when its editor opens, fresh each time.
 */
export function ProductEditor(props: {
  product: { id: number; name: string } | null
  categories: TCatalogueCategory[]
  defaultCategoryId?: number
  onSaved: (product: { name: string }, isNew: boolean, toDraft?: string) => void
  onCancel: () => void
  saving: TProductSaving
}) {
  const id = props.product?.id ?? null
  const whole = useQuery({
    queryKey: ['back-office', 'catalogue', 'product', id],
    queryFn: () => backOfficeApi.product(id ?? 0),
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
  })
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (whole.isError) back.current?.focus()
  }, [whole.isError])

  if (props.product === null || whole.data)
    return (
      <ProductForm
        product={whole.data ?? null}
        categories={props.categories}
        defaultCategoryId={props.defaultCategoryId}
        onCancel={props.onCancel}
        saving={props.saving}
        onSaved={props.onSaved}
      />
    )
  return (
    <section className="bo-section" aria-label={`Edit ${props.product.name}`} aria-busy={whole.isPending}>
      {whole.isError ? (
        <>
          <p role="alert">{whole.error.message}</p>
          <Button ref={back} variant="outline" onClick={props.onCancel}>
            Back to the catalogue
          </Button>
        </>
      ) : (
        <p role="status">Opening {props.product.name}…</p>
      )}
    </section>
  )
}
