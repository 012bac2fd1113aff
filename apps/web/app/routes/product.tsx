import type { TMenu, TProduct, TSuperCategory } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { data } from 'react-router'
import { useUser } from '../features/account/index.ts'
import { useEditLine } from '../features/cart/index.ts'
import { useAccountAvoided, useAvoided } from '../features/menu/index.ts'
import { AllergenNote, NutritionTable, ProductFacts, ProductForm } from '../features/product/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import { BackLink } from '../ui/back-link.tsx'
import { ButtonLink } from '../ui/button.tsx'
import type { Route } from './+types/product'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.mid) || !params.pid || !/^\d+$/.test(params.pid)) throw data(null, { status: 404 })
  const menu = await apiGet<TMenu>(`menus/${params.mid}`, { request, context })
  for (const category of menu.categories) {
    const product = category.products.find((candidate) => candidate.product_id === Number(params.pid))
    if (product)
      return {
        product: product as TProduct,
        menuId: menu.id,
        category: category.name,
        superCategory: category.superCategory,
      }
  }
  // Off this store's menu (held by its manager, ADR 021, or no longer sold): a 404 that says so, with the way back.
  return data({ product: null, menuId: menu.id, storeName: menu.name }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.product
    ? titleMeta(matches, loaderData.product.name, loaderData.product.description)
    : titleMeta(matches, TEXTS.productSoldOutTitle)

/** A product link whose item is not on the store's menu now: it is not available, and the menu is a click away. */
function SoldOut({ menuId, storeName }: { menuId: number; storeName: string }) {
  return (
    <main id="main" className="container page product-page">
      <div className="empty-state">
        <h1 className="empty-state__title">{TEXTS.productSoldOutTitle}</h1>
        <p>{TEXTS.productSoldOutBody(storeName)}</p>
        <ButtonLink to={`/menu/${menuId}`}>{TEXTS.backToMenu}</ButtonLink>
      </div>
    </main>
  )
}

export default function Product({ loaderData }: Route.ComponentProps) {
  if (!loaderData.product) return <SoldOut menuId={loaderData.menuId} storeName={loaderData.storeName} />
  return <ProductPage {...loaderData} product={loaderData.product} />
}

function ProductPage(props: {
  product: TProduct
  menuId: number
  category: string
  superCategory: TSuperCategory
}) {
  const { product, menuId, superCategory } = props
  // Edit mode needs the basket, which lives in the browser: it starts once the cart has loaded.
  const edit = useEditLine(product.product_id)
  // The menu filter's choice (ADR 049): read after the first render, so the form starts again with it.
  const avoided = useAvoided()
  useAccountAvoided(useUser()?.id ?? null)
  return (
    <main id="main" className="container page product-page">
      <BackLink
        to={`/menu/${menuId}${superCategory === 'catering' ? '?type=catering' : ''}`}
        label={`Back to ${props.category}`}
      />
      <div className="product-page__grid">
        <img
          className="product-page__image"
          src={product.images['mobile-webapp-menu'].url}
          alt={product.name}
          width="400"
          height="300"
        />
        <div>
          {edit && <p className="eyebrow">Editing an item in your bag</p>}
          <h1>{product.name}</h1>
          <p className="product-page__description">{product.description}</p>
          <ProductFacts product={product} />
          <AllergenNote product={product} avoided={avoided} />
          <ProductForm
            key={`${product.product_id}-${edit ? `edit-${edit.line.id}-${edit.position}` : 'add'}-${avoided.join()}`}
            product={product}
            menuId={menuId}
            editLine={edit?.line ?? null}
            avoided={avoided}
          />
          <NutritionTable product={product} />
        </div>
      </div>
    </main>
  )
}
