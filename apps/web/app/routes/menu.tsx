import type { TDietaryFlag, TLocation, TMenu, TSuperCategory } from '@deli/contracts'
import { cardAllergenVerdict, TEXTS, takesOrders } from '@deli/domain'
import { useEffect, useMemo } from 'react'
import { data, Link } from 'react-router'
import { useUser } from '../features/account/index.ts'
import {
  AllergenFilter,
  CategoryNav,
  menuCards,
  ProductCard,
  productChoices,
  useAccountAvoided,
  useAvoided,
} from '../features/menu/index.ts'
import { LazyBrowsingNote } from '../features/site/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { previewMenu } from '../lib/draft-preview.server.ts'
import { findKiosk } from '../lib/kiosk.server.ts'
import { useKioskProduct } from '../lib/kiosk-product.ts'
import { titleMeta } from '../lib/meta.ts'
import { toCurrentLocation, useOrderContext } from '../lib/order-context.ts'
import { useKiosk } from '../lib/site-config.tsx'
import { DietaryLegend } from '../ui/dietary-icon.tsx'
import type { Route } from './+types/menu'

const SUPER_CATEGORY_LABELS: Record<TSuperCategory, string> = { mealtime: 'Menu', catering: 'Catering' }

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.mid)) throw data(null, { status: 404 })
  const type = new URL(request.url).searchParams.get('type') === 'catering' ? 'catering' : 'mealtime'
  const [published, preview, location, kiosk] = await Promise.all([
    apiGet<TMenu>(`menus/${params.mid}?type=${type}`, { request, context }),
    // A chain admin previewing a draft (ADR 059): the menu with the draft applied, when allowed.
    previewMenu({ request, context }, params.mid, type),
    apiGet<TLocation>(`locations/${params.mid}?byMenuId=true`, { request, context }),
    findKiosk({ request, context }),
  ])
  const menu = preview ?? published
  // Cards only: the choices stay on the server, except for a kiosk, which opens products over the menu.
  return {
    isPreview: preview !== null,
    menu: menuCards(menu),
    choices: kiosk ? productChoices(menu) : null,
    location,
    type: type as TSuperCategory,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(
    matches,
    loaderData ? `${SUPER_CATEGORY_LABELS[loaderData.type]} – ${loaderData.location.name}` : 'Menu',
  )

/**
 * Makes the menu's store the current one when the guest has none yet (a shared menu link), and its
 * menu type the current one. Its own component: the change re-renders this, not the menu's grid (on a
 * first visit it did, the whole menu in one task).
 */
function CurrentStore({
  location,
  type,
  isKiosk,
}: {
  location: TLocation
  type: TSuperCategory
  isKiosk: boolean
}) {
  const current = useOrderContext((state) => state.location)
  const setLocation = useOrderContext((state) => state.setLocation)
  const setSuperCategory = useOrderContext((state) => state.setSuperCategory)
  useEffect(() => {
    setSuperCategory(type)
    // The saved order as it is now: the first render's `current` is from before the saved order was
    // read back (root's layout effect), and taking it for 'no store yet' moved the header to this
    // store while the bag stayed at the other one (ADR 048).
    const saved = current ?? useOrderContext.getState().location
    // A store kiosk (ADR 030): its store is always the current one.
    const isOther = saved?.id !== location.id
    if ((!saved || (isKiosk && isOther)) && takesOrders(location)) setLocation(toCurrentLocation(location))
  }, [current, location, setLocation, setSuperCategory, type, isKiosk])
  return null
}

/** A chain admin's draft preview (ADR 059): said plainly, with the way back to the drafts. */
function PreviewBanner() {
  return (
    <section className="preview-banner" aria-label="Draft preview">
      <div className="container preview-banner__inner">
        <p>
          <strong>Preview — not published.</strong> This menu shows a draft; guests still see the published
          menu.
        </p>
        <a className="btn btn--small btn--outline preview-banner__back" href="/staff/back-office/drafts">
          Back to drafts
        </a>
      </div>
    </section>
  )
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { menu, choices, location, type, isPreview } = loaderData
  // A store kiosk (ADR 030): products open over the menu.
  const isKiosk = useKiosk() !== null
  const openProduct = useKioskProduct((state) => state.open)
  // Utensils items and products the catalogue does not sell on this channel are not listed (ADR 069).
  const channel = isKiosk ? 'kiosk' : 'web'
  const categories = useMemo(
    () =>
      menu.categories
        .map((category) => ({
          ...category,
          products: category.products.filter(
            (product) => !product.is_utensils && product.channels.includes(channel),
          ),
        }))
        .filter((category) => category.products.length > 0),
    [menu, channel],
  )
  // Marked, never hidden (ADR 049): the guest sees why, and may be ordering for someone else.
  const avoided = useAvoided()
  useAccountAvoided(useUser()?.id ?? null)
  const verdicts = useMemo(() => {
    if (avoided.length === 0) return null
    const byProduct = new Map<number, ReturnType<typeof cardAllergenVerdict>>()
    for (const category of categories)
      for (const product of category.products)
        byProduct.set(product.product_id, cardAllergenVerdict(product.allergenSummary, avoided))
    return byProduct
  }, [categories, avoided])
  const marked = verdicts
    ? [...verdicts.values()].filter((verdict) => verdict.verdict === 'contains').length
    : 0
  const flags = useMemo(
    () =>
      new Set<TDietaryFlag>(
        categories.flatMap((category) => category.products.flatMap((product) => product.dietary)),
      ),
    [categories],
  )
  return (
    <main id="main" className="page menu-page">
      <CurrentStore location={location} type={type} isKiosk={isKiosk} />
      {isPreview && <PreviewBanner />}
      <div className="container">
        <div className="menu-page__header">
          <div>
            <h1>{SUPER_CATEGORY_LABELS[type]}</h1>
            <p className="muted">
              {location.name} · {location.address}, {location.city}
              {!isKiosk && (
                <>
                  {' · '}
                  <Link to={`/locations/${location.path}`}>Store info</Link>
                </>
              )}
            </p>
            {!location.open && location.opens && (
              <p className="location-card__meta">
                <span className="status status--closed">{TEXTS.closed}</span>
                <span className="status__opens">{location.opens}</span>
              </p>
            )}
          </div>
          {/* Catering is ordered days ahead: not at a kiosk. */}
          {!isKiosk && (
            <nav className="super-tabs" aria-label="Menu type">
              {(['mealtime', 'catering'] as const).map((key) => (
                <Link
                  key={key}
                  to={key === 'mealtime' ? `/menu/${menu.id}` : `/menu/${menu.id}?type=${key}`}
                  className={`super-tab${key === type ? ' is-active' : ''}`}
                  aria-current={key === type ? 'page' : undefined}
                >
                  {SUPER_CATEGORY_LABELS[key]}
                </Link>
              ))}
            </nav>
          )}
        </div>
        {!isKiosk && <LazyBrowsingNote location={location} />}
      </div>
      {/* Outside the header's container: the chips stay stuck for the whole menu (ADR 045). */}
      <CategoryNav categories={categories} />
      <div className="container">
        {!isKiosk && <AllergenFilter avoided={avoided} shown={verdicts?.size ?? 0} marked={marked} />}
        <DietaryLegend flags={flags} />
        {categories.map((category) => (
          <section
            key={category.id}
            id={category.slug}
            className="menu-section"
            aria-labelledby={`${category.slug}-h`}
          >
            <h2 id={`${category.slug}-h`} className="section-title">
              {category.name}
            </h2>
            <p className="muted">{category.description}</p>
            <div className="product-grid">
              {category.products.map((product) => (
                <ProductCard
                  key={product.product_id}
                  product={product}
                  menuId={menu.id}
                  allergens={verdicts?.get(product.product_id)}
                  onOpen={
                    isKiosk && choices
                      ? (card) => {
                          const rules = choices[card.product_id]
                          if (rules) openProduct({ ...card, ...rules }, menu.id)
                        }
                      : undefined
                  }
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </main>
  )
}
