import type { TPromotion, TPromotionList } from '@deli/contracts'
import { PROMOTION_CHANNELS } from '@deli/contracts/constants'
import { formatMoney, HANDOFF_LABELS } from '@deli/domain'

/** The channels a promotion may be limited to, as the form and the list name them. */
export const CHANNEL_LABELS: Record<(typeof PROMOTION_CHANNELS)[number], string> = {
  web: 'Website',
  app: 'App',
  kiosk: 'Kiosk',
  catering: 'Catering',
}
/** The handoffs the form offers (dispatch is a delivery kind the storefront does not choose). */
export const PROMOTION_HANDOFFS = ['pickup', 'curbside', 'drivethru', 'delivery'] as const

/** Names listed in a condition before it says how many there are instead. */
const NAMES_SHOWN = 3

/** 'Turkey Club, Reuben' or, past three, '5 products'. */
function namesOr(names: readonly string[], plural: string): string {
  return names.length <= NAMES_SHOWN ? names.join(', ') : `${names.length} ${plural}`
}

type TChoices = Pick<TPromotionList, 'products' | 'categories' | 'stores'>

/**
 * What a promotion asks of an order, in one line of the Promotions list (ADR 061): 'Orders of $20.00
 * or more · On Sandwiches · At 3 stores · App only · Members only, once each'. Only the conditions
 * set are said; none set is 'Any order'.
 */
export function promotionConditionsText(promotion: TPromotion, choices: TChoices): string {
  const parts: string[] = []
  if (promotion.minimum_subtotal > 0)
    parts.push(`Orders of ${formatMoney(promotion.minimum_subtotal)} or more`)
  const products = promotion.product_ids.map(
    (id) => choices.products.find((product) => product.id === id)?.name ?? `product #${id}`,
  )
  const categories = promotion.category_slugs.map(
    (slug) => choices.categories.find((category) => category.slug === slug)?.name ?? slug,
  )
  const on = [
    products.length > 0 ? namesOr(products, 'products') : '',
    categories.length > 0 ? namesOr(categories, 'categories') : '',
  ].filter(Boolean)
  if (on.length > 0) parts.push(`On ${on.join(' and ')}`)
  if (promotion.store_ids.length > 0) {
    const names = promotion.store_ids.map(
      (id) => choices.stores.find((store) => store.id === id)?.name ?? `store #${id}`,
    )
    parts.push(`At ${namesOr(names, 'stores')}`)
  }
  const channels = promotion.channels
  if (channels.length > 0 && channels.length < PROMOTION_CHANNELS.length)
    parts.push(`${channels.map((channel) => CHANNEL_LABELS[channel]).join(', ')} only`)
  const handoffs = promotion.handoffs.filter((mode) => mode !== 'dispatch')
  if (handoffs.length > 0 && handoffs.length < PROMOTION_HANDOFFS.length)
    parts.push(`${handoffs.map((mode) => HANDOFF_LABELS[mode]).join(', ')} only`)
  if (promotion.members_only || promotion.once_per_member)
    parts.push(
      promotion.members_only
        ? `Members only${promotion.once_per_member ? ', once each' : ''}`
        : 'Once per member',
    )
  return parts.join(' · ') || 'Any order'
}
