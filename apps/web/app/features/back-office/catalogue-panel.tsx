import type { TCatalogue, TCatalogueCategory, TCatalogueListProduct } from '@deli/contracts'
import { searchKey, textMatches } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { useFocusAfterCommit } from '../../ui/use-focus-after-commit.ts'
import { ChangeStatus, useStaffChange } from '../staff/index.ts'
import { backOfficeApi } from './back-office-api.ts'
import { CategoryForm } from './category-form.tsx'
import { ProductEditor } from './product-editor.tsx'
import type { TProductSaving } from './product-form.tsx'
import { DraftedProducts, ProductRows } from './product-rows.tsx'
import { RetireProductDialog } from './retire-product-dialog.tsx'

const catalogueKey = ['back-office', 'catalogue']

type TEditing = { product: TCatalogueListProduct | null; categoryId?: number } | null

/** Most products a search shows at once (ADR 057): the list stays quick at a chain's 500 products. */
const SEARCH_SHOWN = 50

/**
 * The catalogue (ADR 057): categories in menu order with their products; a chain admin adds, edits,
 * moves (up and down buttons) and retires them, a manager or store staff member reads them. Every
 * change says what was saved, or the API's sentence. One category is shown at a time, or a search's
 * matches across all of them, so a chain's 500 products never render at once.
 */
export function CataloguePanel(props: {
  initial: TCatalogue
  /** A chain admin's chosen draft for catalogue changes (ADR 059); null: changes go live. */
  saving?: TProductSaving
  /** The open drafts' new products, marked as drafts in their category (ADR 059). */
  drafted?: readonly { name: string; categoryId: number; draft: string }[]
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
  const [retiring, setRetiring] = useState<TCatalogueListProduct | null>(null)
  const focusAfterCommit = useFocusAfterCommit()
  const [chosen, setChosen] = useState<number | undefined>(props.initial.categories[0]?.id)
  const [search, setSearch] = useState('')
  const ids = useId()
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
    // The list was redrawn while the form was open: focus goes to the same button, found by its words.
    const words = returnFocus.current?.textContent
    requestAnimationFrame(() =>
      [...(panel.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
        .find((button) => button.textContent === words)
        ?.focus(),
    )
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
      <ProductEditor
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

  const wanted = searchKey(search)
  const matching = products.filter((product) => textMatches(product.name, search))
  const shown = new Set(
    (wanted === '' ? matching.filter((product) => product.categoryId === chosen) : matching)
      .slice(0, wanted === '' ? undefined : SEARCH_SHOWN)
      .map((product) => product.id),
  )
  const live = (category: TCatalogueCategory) =>
    products.filter(
      (product) => product.categoryId === category.id && !product.retiredAt && shown.has(product.id),
    )
  const retired = products.filter((product) => product.retiredAt && shown.has(product.id))
  // Searching: the categories with a match; else the chosen one (the first when it went away).
  const listed = wanted
    ? categories.filter((category) => live(category).length > 0)
    : categories.filter(
        (category) => category.id === (categories.some((c) => c.id === chosen) ? chosen : categories[0]?.id),
      )
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
      <div className="bo-catalogue__find">
        <div className="field">
          <label htmlFor={`${ids}-category`}>Category</label>
          <select
            id={`${ids}-category`}
            className="text-input"
            value={chosen}
            disabled={wanted !== ''}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name} (
                {
                  products.filter((product) => product.categoryId === category.id && !product.retiredAt)
                    .length
                }
                )
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-search`}>Find a product in every category</label>
          <input
            id={`${ids}-search`}
            className="text-input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <p className="bo-muted" aria-live="polite">
          {wanted === ''
            ? ''
            : matching.length > SEARCH_SHOWN
              ? `${matching.length} products match; the first ${SEARCH_SHOWN} are shown. Type more of the name.`
              : matching.length === 1
                ? '1 product matches.'
                : `${matching.length} products match.`}
        </p>
      </div>
      {listed.map((category) => {
        const index = categories.indexOf(category)
        return (
          <section
            key={category.id}
            className="bo-section bo-category"
            aria-labelledby={`category-${category.id}`}
          >
            <div className="bo-section__head">
              <h2 id={`category-${category.id}`} tabIndex={-1}>
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
                    onClick={(event) => open({ product: null, categoryId: category.id }, event.currentTarget)}
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
                toDraft={props.saving?.label}
                place={index + 1}
                onCancel={() => setRenaming(null)}
                onSubmit={(input, position) => {
                  const toDraft = props.saving
                  saveCategory(
                    toDraft
                      ? () => toDraft.sendCategory(category.id, input, position)
                      : () => backOfficeApi.updateCategory(category.id, input),
                    toDraft
                      ? `${input.name} was saved to ${toDraft.label}, not published.`
                      : `${input.name} was saved.`,
                  )
                }}
              />
            )}
            <DraftedProducts category={category} drafted={props.drafted ?? []} />
            <ProductRows
              products={live(category)}
              canEdit={canEdit}
              isPending={change.isPending}
              onMove={(product, direction) =>
                move(product.name, direction, () => backOfficeApi.moveProduct(product.id, direction))
              }
              canMove={wanted === ''}
              onEdit={(product, from) => open({ product }, from)}
              onRetire={setRetiring}
            />
          </section>
        )
      })}
      {retired.length > 0 && (
        <section className="bo-section" aria-labelledby="retired-products">
          <h2 id="retired-products">Retired products</h2>
          <p className="bo-muted">Off every menu; past orders still show them.</p>
          <ProductRows products={retired} canEdit={false} canMove={false} isPending={false} />
        </section>
      )}
      <RetireProductDialog
        product={retiring}
        onClose={() => setRetiring(null)}
        onRetired={(product) => {
          change.announce(`${product.name} was retired.`)
          // Its row (and the Retire button) is gone: the keyboard goes to its category, or to the search
          // when a search listed only it, not to the page's start.
          const heading = `category-${product.categoryId}`
          void catalogue
            .refetch()
            .then(() =>
              focusAfterCommit(
                () => document.getElementById(heading) ?? document.getElementById(`${ids}-search`),
              ),
            )
        }}
      />
    </div>
  )
}
