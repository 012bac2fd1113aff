import type { TPriceList, TProductPrices, TSetPriceBody, TStaffRole } from '@deli/contracts'
import { BASE_PRICE_ADMIN_ONLY } from '@deli/contracts/price-limits'
import { centsToDollars, formatMoney, priceToAsk, textMatches, typedPrice } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { ChangeStatus, useStaffChange } from '../staff/index.ts'
import { priceAdminApi } from './price-admin-api.ts'

/** Products shown at a time; a search or "Show more" reaches the rest. */
const PAGE_SIZE = 20

/** The page's one change at a time, and which price form sent the last one (its message shows beside it). */
type TChange = ReturnType<typeof useStaffChange<unknown>> & {
  lastForm: string | null
  setLastForm: (label: string) => void
}

/**
 * Where a price goes (ADR 059): live at once when null, else the page's chosen draft (its route hands
 * in the drafts feature's choice; this feature knows nothing of drafts).
 */
export type TPriceSaving = { label: string; send: (body: TSetPriceBody) => Promise<unknown> } | null

/**
 * The Prices page of a store (ADR 062): what a guest pays there now for each product, its menu
 * price and the store's override; a manager or chain admin sets or removes the override, a chain
 * admin also the base price. Store staff read.
 */
export function PricesPanel(props: {
  store: { id: number; name: string }
  role: TStaffRole
  initial: TPriceList
  saving?: TPriceSaving
}) {
  const key = ['price-admin', props.store.id] as const
  const prices = useQuery({
    queryKey: key,
    queryFn: () => priceAdminApi.list(props.store.id),
    initialData: props.initial,
  }).data
  const staffChange = useStaffChange<unknown>(key, { answerIsState: false })
  const [lastForm, setLastForm] = useState<string | null>(null)
  const change: TChange = { ...staffChange, lastForm, setLastForm }
  const [search, setSearch] = useState('')
  const [shown, setShown] = useState(PAGE_SIZE)
  const ids = useId()
  const found = prices.products.filter((product) =>
    textMatches(`${product.name} ${product.category}`, search),
  )
  return (
    <div className="availability prices">
      <ChangeStatus done={change.done} failure={change.failure} />
      <section className="availability__section" aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`}>Prices at {props.store.name}</h2>
        <p className="prices__note">
          {props.role === 'staff'
            ? 'You can read the prices here; a manager or chain admin sets them.'
            : props.role === 'manager'
              ? `The price you set here is what guests at this store pay for items added from now on. ${BASE_PRICE_ADMIN_ONLY}`
              : 'The base price is the chain’s; a store’s price overrides it here. Baskets keep the prices their items were added at.'}
        </p>
        <div className="field prices__search">
          <label htmlFor={`${ids}-search`}>Find a product</label>
          <input
            id={`${ids}-search`}
            className="text-input"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setShown(PAGE_SIZE)
            }}
          />
        </div>
        <p className="prices__count" aria-live="polite">
          {found.length === 1 ? '1 product' : `${found.length} products`}
        </p>
        <ul className="availability__items prices__items">
          {found.slice(0, shown).map((product) => (
            <PriceRow
              key={product.product_id}
              product={product}
              store={props.store}
              role={props.role}
              change={change}
              saving={props.saving ?? null}
            />
          ))}
        </ul>
        {found.length > shown && (
          <Button size="small" variant="outline" onClick={() => setShown(shown + PAGE_SIZE)}>
            Show more products
          </Button>
        )}
      </section>
    </div>
  )
}

function PriceRow(props: {
  product: TProductPrices
  store: { id: number; name: string }
  role: TStaffRole
  change: TChange
  saving: TPriceSaving
}) {
  const { product, store, change, saving } = props
  const own = product.overrides.find((entry) => entry.store_id === store.id && entry.option_id === 0)
  const save = (body: TSetPriceBody, done: string) =>
    saving
      ? change.run(() => saving.send(body), `Saved to ${saving.label}, not published: ${done}`)
      : change.run(() => priceAdminApi.set(body), done)
  const mayChange = props.role !== 'staff'
  // A product the store does not sell has no guest price here: its store price would change nothing.
  const isListed = product.menu !== null
  return (
    <li className="availability__item prices__item">
      <span className="availability__name">
        {product.name}
        <span className="availability__where">
          {product.category} ·{' '}
          {isListed
            ? `Guests pay ${formatMoney(product.in_force ?? product.base)} · Menu price ${formatMoney(product.menu ?? product.base)}`
            : 'Not on this store’s menu'}{' '}
          · Base {formatMoney(product.base)}
        </span>
      </span>
      {mayChange && (
        <div className="prices__forms">
          {isListed && (
            <PriceForm
              label={`Price of ${product.name} at ${store.name}`}
              initial={own ? centsToDollars(own.cost) : ''}
              action="Set store price"
              change={change}
              reference={product.in_force ?? product.base}
              onSave={(cost) =>
                save(
                  { scope: 'store', store_id: store.id, product_id: product.product_id, cost },
                  `${product.name} is now ${formatMoney(cost)} at ${store.name}.`,
                )
              }
            />
          )}
          {own && (
            <Button
              size="small"
              variant="outline"
              disabled={change.isPending}
              aria-label={`Use the menu price for ${product.name}`}
              onClick={() =>
                save(
                  { scope: 'store', store_id: store.id, product_id: product.product_id, cost: null },
                  `${product.name} is back at its menu price at ${store.name}.`,
                )
              }
            >
              Use menu price
            </Button>
          )}
          {props.role === 'admin' && (
            <PriceForm
              label={`Base price of ${product.name}`}
              initial={centsToDollars(product.base)}
              action="Set base price"
              change={change}
              reference={product.base}
              onSave={(cost) =>
                save(
                  { scope: 'chain', product_id: product.product_id, cost },
                  `The base price of ${product.name} is now ${formatMoney(cost)}.`,
                )
              }
            />
          )}
        </div>
      )}
      {product.options.length > 0 && (
        <details className="prices__options">
          <summary>
            Option prices of {product.name} ({product.options.length})
          </summary>
          <ul className="prices__option-list">
            {product.options.map((option) => (
              <OptionPriceRow
                key={option.option_id}
                product={product}
                option={option}
                store={store}
                mayChange={mayChange}
                change={change}
              />
            ))}
          </ul>
        </details>
      )}
    </li>
  )
}

/**
 * An option's price at this store (ADR 062): what it adds to the product here, the catalogue's price
 * change, and the store's override of it, kept in the same price history as a product's.
 */
function OptionPriceRow(props: {
  product: TProductPrices
  option: TProductPrices['options'][number]
  store: { id: number; name: string }
  mayChange: boolean
  change: TChange
}) {
  const { product, option, store, change } = props
  const own = product.overrides.find(
    (entry) => entry.store_id === store.id && entry.option_id === option.option_id,
  )
  const target = {
    scope: 'store',
    store_id: store.id,
    product_id: product.product_id,
    option_id: option.option_id,
  } as const
  const label = `${option.name} with ${product.name}`
  return (
    <li className="prices__option">
      <span className="availability__where">
        {option.name} · Guests pay {formatMoney(option.in_force ?? option.cost)} · Catalogue{' '}
        {formatMoney(option.cost)}
      </span>
      {props.mayChange && (
        <div className="prices__forms">
          <PriceForm
            label={`Price of ${label} at ${store.name}`}
            initial={own ? centsToDollars(own.cost) : ''}
            action="Set store price"
            change={change}
            reference={option.in_force ?? option.cost}
            onSave={(cost) =>
              change.run(
                () => priceAdminApi.set({ ...target, cost }),
                `${label} is now ${formatMoney(cost)} at ${store.name}.`,
              )
            }
          />
          {own && (
            <Button
              size="small"
              variant="outline"
              disabled={change.isPending}
              aria-label={`Use the catalogue price for ${label}`}
              onClick={() =>
                change.run(
                  () => priceAdminApi.set({ ...target, cost: null }),
                  `${label} is back at its catalogue price at ${store.name}.`,
                )
              }
            >
              Use catalogue price
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

/**
 * One price in dollars, checked with the rules the API applies before it is sent. The page's status
 * is announced at its top; the form that sent the last change also shows it beside itself, where a
 * manager scrolled to on a phone sees it (a refusal marks the field too).
 */
function PriceForm(props: {
  label: string
  initial: string
  action: string
  change: TChange
  /** What guests pay for it now, when there is a price to compare with (a far lower one is asked about). */
  reference?: number | null
  onSave: (cost: number) => void
}) {
  const { change } = props
  const [text, setText] = useState(props.initial)
  const [asking, setAsking] = useState<number | null>(null)
  const id = useId()
  const isLast = change.lastForm === props.label
  const failure = isLast ? change.failure : ''
  const done = isLast && !change.isPending ? change.done : ''
  return (
    <form
      className="prices__form"
      onSubmit={(event) => {
        event.preventDefault()
        change.setLastForm(props.label)
        const typed = typedPrice(text)
        if ('problem' in typed) return change.refuse(typed.problem)
        // Nothing, or far less than now, is asked first: a slip of the keyboard would give it away.
        if (priceToAsk(typed.cents, props.reference ?? null)) return setAsking(typed.cents)
        props.onSave(typed.cents)
      }}
    >
      <ConfirmDialog
        open={asking !== null}
        title={`${props.label}: ${formatMoney(asking ?? 0)}?`}
        body={
          asking === 0
            ? 'Guests will pay nothing for it from now on.'
            : `That is less than half of what guests pay for it now (${formatMoney(props.reference ?? 0)}).`
        }
        confirmLabel={asking === 0 ? 'Make it free' : `Set it to ${formatMoney(asking ?? 0)}`}
        dismissLabel="Keep the price"
        onConfirm={async () => props.onSave(asking ?? 0)}
        onClose={() => setAsking(null)}
      />
      <label className="visually-hidden" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="text-input prices__input"
        inputMode="decimal"
        placeholder={props.action === 'Set base price' ? 'Base' : 'Store price'}
        value={text}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? `${id}-said` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        size="small"
        disabled={change.isPending}
        aria-label={`${props.action}: ${props.label}`}
      >
        {props.action === 'Set base price' ? 'Set base' : 'Set'}
      </Button>
      {(failure || done) && (
        <p id={`${id}-said`} className={failure ? 'prices__said prices__said--failure' : 'prices__said'}>
          {failure || done}
        </p>
      )}
    </form>
  )
}
