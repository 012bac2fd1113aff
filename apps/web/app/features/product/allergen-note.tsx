import type { TAllergen, TProduct } from '@deli/contracts'
import { allergenVerdict, TEXTS } from '@deli/domain'
import { allergenList } from '../menu/index.ts'

/** The avoided allergens that the given options list, in the order avoided. */
function optionAllergens(product: TProduct, optionIds: readonly number[], avoided: readonly TAllergen[]) {
  const listed = new Set(
    product.optionGroups
      .flatMap((group) => group.options)
      .filter((option) => optionIds.includes(option.id))
      .flatMap((option) => option.allergens),
  )
  return avoided.filter((code) => listed.has(code))
}

/**
 * What the product page says against the allergens the guest avoids (ADR 049): that every build
 * contains one, or that the options bringing them are turned off below; always with the kitchen caution.
 */
export function AllergenNote({ product, avoided }: { product: TProduct; avoided: readonly TAllergen[] }) {
  if (avoided.length === 0) return null
  const verdict = allergenVerdict(product, avoided)
  const message =
    verdict.verdict === 'contains'
      ? `Contains ${allergenList(verdict.allergens)}, which you avoid, whatever you choose.`
      : verdict.verdict === 'removable'
        ? `Options with ${allergenList(optionAllergens(product, verdict.disabledOptionIds, avoided))} are turned off below.`
        : `Nothing on this item lists ${allergenList(avoided)}.`
  return (
    <p className="product-page__allergen-note">
      {message}
      <span className="muted">{TEXTS.allergenKitchenCaution}</span>
    </p>
  )
}
