import type { TCatalogue, TCatalogueCategory, TCatalogueProduct } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { ChangeStatus, useStaffChange } from '../staff/index.ts'
import { backOfficeApi } from './back-office-api.ts'
import { CategoryForm } from './category-form.tsx'
import { ProductForm, type TProductSaving } from './product-form.tsx'

const catalogueKey = ['back-office', 'catalogue']

type TEditing = { kind: 'product'; product: TCatalogueProduct | null; categoryId?: number } | null

/**
 * The catalogue (ADR 057): categories in menu order with their products; a chain admin adds, edits,
 * moves (up and down buttons) and retires them, a manager or store staff member reads them. Every
 * change says what was saved, or the API's sentence.
 */
export function CataloguePanel(props: {
  initial: TCatalogue
  /** A chain admin's chosen draft for product edits (ADR 059); null: edits go live. */
  saving?: TProductSaving
}) {
  const catalogue = useQuery({
    queryKey: catalogueKey,
    queryFn: backOfficeApi.catalogue,
    initialData: props.initial,
  })
  const { categories, products, canEdit } = catalogue.data
  const change = useStaffChange<unknown>(catalogueKey, { answerIsState: false })
  const [editing, setEditing] = useState<TEditing>(null)
  const [renaming, setRenaming] = useState<number | null>(null)
  const [retiring, setRetiring] = useState<TCatalogueProduct | null>(null)
  const [categoryErrors, setCategoryErrors] = useState<Record<string, string>>({})
  const returnFocus = useRef<HTMLElement | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  // After a move the list is redrawn: focus goes back to the moved item's button (the other one when
  // it reached an end), so the keyboard can keep moving it.
  const moved = useRef<{ name: string; direction: 'up' | 'down' } | null>(null)
  useEffect(() => {
    const last = moved.current
    if (!last || !catalogue.data) return
    const button = (direction: string) =>
      panel.current?.querySelector<HTMLButtonElement>(
        `button[aria-label="${CSS.escape(`Move ${last.name} ${direction}`)}"]:not(:disabled)`,
      )
    const target = button(last.direction) ?? button(last.direction === 'up' ? 'down' : 'up')
    if (target) {
      target.focus()
      moved.current = null
    }
  }, [catalogue.data])
  const move = (name: string, direction: 'up' | 'down', call: () => Promise<unknown>) => {
    moved.current = { name, direction }
    change.run(call, `${name} moved ${direction}.`)
  }

  const closeForm = () => {
    setEditing(null)
    requestAnimationFrame(() => returnFocus.current?.focus())
  }
  const open = (next: TEditing, from: HTMLElement) => {
    returnFocus.current = from
    setEditing(next)
  }
  const saveCategory = (call: () => Promise<unknown>, message: string) => {
    setCategoryErrors({})
    change.run(
      () =>
        call().catch((error: unknown) => {
          if (error instanceof ApiError && error.errors) setCategoryErrors(error.errors)
          throw error
        }),
      message,
    )
  }

  if (editing)
    return (
      <ProductForm
        product={editing.product}
        categories={categories}
        defaultCategoryId={editing.categoryId}
        onCancel={closeForm}
        saving={props.saving ?? null}
        onSaved={(product, isNew, toDraft) => {
          change.announce(
            toDraft
              ? `${product.name} was saved to ${toDraft}, not published.`
              : isNew
                ? `${product.name} was added.`
                : `${product.name} was saved.`,
          )
          void catalogue.refetch()
          closeForm()
        }}
      />
    )

  const live = (category: TCatalogueCategory) =>
    products.filter((product) => product.categoryId === category.id && !product.retiredAt)
  const retired = products.filter((product) => product.retiredAt)
  return (
    <div className="bo-catalogue" ref={panel}>
      {!canEdit && (
        <p className="availability__note">You can read the catalogue; only a chain admin can change it.</p>
      )}
      <ChangeStatus done={change.done} failure={change.failure} />
      {canEdit && (
        <details className="bo-section bo-add-category">
          <summary>Add a category</summary>
          <CategoryForm
            isPending={change.isPending}
            serverErrors={renaming === null ? categoryErrors : undefined}
            onSubmit={(input) =>
              saveCategory(() => backOfficeApi.createCategory(input), `${input.name} was added.`)
            }
          />
        </details>
      )}
      {categories.map((category, index) => (
        <section
          key={category.id}
          className="bo-section bo-category"
          aria-labelledby={`category-${category.id}`}
        >
          <div className="bo-section__head">
            <h2 id={`category-${category.id}`}>
              {category.name} <span className="bo-tag">{category.superCategory}</span>
            </h2>
            {canEdit && (
              <div className="bo-tools">
                <Button
                  size="small"
                  variant="outline"
                  disabled={index === 0 || change.isPending}
                  aria-label={`Move ${category.name} up`}
                  onClick={() =>
                    move(category.name, 'up', () => backOfficeApi.moveCategory(category.id, 'up'))
                  }
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="outline"
                  disabled={index === categories.length - 1 || change.isPending}
                  aria-label={`Move ${category.name} down`}
                  onClick={() =>
                    move(category.name, 'down', () => backOfficeApi.moveCategory(category.id, 'down'))
                  }
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  variant="outline"
                  aria-expanded={renaming === category.id}
                  onClick={() => setRenaming(renaming === category.id ? null : category.id)}
                >
                  Edit <span className="visually-hidden">{category.name}</span>
                </Button>
                <Button
                  size="small"
                  onClick={(event) =>
                    open({ kind: 'product', product: null, categoryId: category.id }, event.currentTarget)
                  }
                >
                  Add a product <span className="visually-hidden">to {category.name}</span>
                </Button>
              </div>
            )}
          </div>
          {category.description && <p className="bo-muted">{category.description}</p>}
          {renaming === category.id && (
            <CategoryForm
              category={category}
              isPending={change.isPending}
              serverErrors={categoryErrors}
              onCancel={() => setRenaming(null)}
              onSubmit={(input) =>
                saveCategory(
                  () => backOfficeApi.updateCategory(category.id, input),
                  `${input.name} was saved.`,
                )
              }
            />
          )}
          <ProductRows
            products={live(category)}
            canEdit={canEdit}
            isPending={change.isPending}
            onMove={(product, direction) =>
              move(product.name, direction, () => backOfficeApi.moveProduct(product.id, direction))
            }
            onEdit={(product, from) => open({ kind: 'product', product }, from)}
            onRetire={setRetiring}
          />
        </section>
      ))}
      {retired.length > 0 && (
        <section className="bo-section" aria-labelledby="retired-products">
          <h2 id="retired-products">Retired products</h2>
          <p className="bo-muted">Off every menu; past orders still show them.</p>
          <ProductRows products={retired} canEdit={false} isPending={false} />
        </section>
      )}
      <ConfirmDialog
        open={retiring !== null}
        title={`Retire ${retiring?.name ?? ''}?`}
        body="It leaves every store's menu now. Past orders still show it; you can undo this from the audit trail."
        confirmLabel="Retire it"
        dismissLabel="Keep it"
        onConfirm={() => (retiring ? backOfficeApi.retireProduct(retiring.id) : Promise.resolve())}
        onClose={() => setRetiring(null)}
        onConfirmed={() => {
          change.announce(`${retiring?.name ?? 'The product'} was retired.`)
          void catalogue.refetch()
        }}
      />
    </div>
  )
}

/** A category's products: picture, name, price, menus; up/down, edit and retire for an admin. */
function ProductRows(props: {
  products: TCatalogueProduct[]
  canEdit: boolean
  isPending: boolean
  onMove?: (product: TCatalogueProduct, direction: 'up' | 'down') => void
  onEdit?: (product: TCatalogueProduct, from: HTMLElement) => void
  onRetire?: (product: TCatalogueProduct) => void
}) {
  if (props.products.length === 0) return <p className="bo-muted">No products yet.</p>
  return (
    <ul className="bo-products">
      {props.products.map((product, index) => (
        <li key={product.id} className="bo-product">
          <img src={product.imageUrl} alt="" width="64" height="48" loading="lazy" />
          <div className="bo-product__text">
            <strong>{product.name}</strong>
            <span className="bo-muted">
              {formatMoney(product.cost)} · {product.calories} Cal · {product.optionGroups.length} option{' '}
              {product.optionGroups.length === 1 ? 'group' : 'groups'} · on {product.menuCount}{' '}
              {product.menuCount === 1 ? 'menu' : 'menus'}
            </span>
          </div>
          {props.canEdit && (
            <div className="bo-tools">
              <Button
                size="small"
                variant="outline"
                disabled={index === 0 || props.isPending}
                aria-label={`Move ${product.name} up`}
                onClick={() => props.onMove?.(product, 'up')}
              >
                ↑
              </Button>
              <Button
                size="small"
                variant="outline"
                disabled={index === props.products.length - 1 || props.isPending}
                aria-label={`Move ${product.name} down`}
                onClick={() => props.onMove?.(product, 'down')}
              >
                ↓
              </Button>
              <Button
                size="small"
                variant="outline"
                onClick={(event) => props.onEdit?.(product, event.currentTarget)}
              >
                Edit <span className="visually-hidden">{product.name}</span>
              </Button>
              <Button size="small" variant="outline" onClick={() => props.onRetire?.(product)}>
                Retire <span className="visually-hidden">{product.name}</span>
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
