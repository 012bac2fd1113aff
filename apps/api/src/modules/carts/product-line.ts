import type { TUpdateProductBody } from '@deli/contracts'
import {
  isUtensils,
  lineChannels,
  priceAtStore,
  productChannelProblem,
  quantityError,
  resolveQuantities,
  type THeldItems,
  unavailableItemMessage,
  unitPrice,
  validateChoices,
} from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findMenuProduct, type TMenuProduct } from './repository.ts'
import type { TLineChoice } from './tables.ts'

export type TLineInput = Required<Omit<TUpdateProductBody, 'choices'>> & {
  choices: { id: number; quantity: number }[]
}

/** A product the basket's menu sells right now, or PRODUCT_NOT_FOUND / PRODUCT_UNAVAILABLE. */
export function assertSellable(found: TMenuProduct | null | undefined): TMenuProduct {
  if (!found) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'This store does not sell that product.')
  if (!found.isAvailable) {
    throw new AppError(
      422,
      'PRODUCT_UNAVAILABLE',
      `${found.product.name} is not available at this store right now.`,
    )
  }
  return found
}

/** `assertSellable` of a product read from the basket's menu. */
export async function sellableProduct(
  tx: TQueryable,
  menuId: number,
  productId: number,
): Promise<TMenuProduct> {
  return assertSellable(await findMenuProduct(tx, menuId, productId))
}

/**
 * Refuses a line whose product or a chosen option a manager 86'd at this store (ADR 021), in the
 * sentence validate uses. `held`: the store's held items, read with the basket's lock.
 */
export function assertLineNotHeld(found: TMenuProduct, choices: readonly { id: number }[], held: THeldItems) {
  const { product } = found
  if (held.products.has(product.id)) {
    throw new AppError(422, 'PRODUCT_UNAVAILABLE', unavailableItemMessage(product.name))
  }
  const heldChoice = choices.find((choice) => held.options.has(choice.id))
  if (!heldChoice) return
  const option = product.optionGroups.flatMap((group) => group.options).find((o) => o.id === heldChoice.id)
  const message = unavailableItemMessage(option?.name ?? 'That option')
  throw new AppError(422, 'PRODUCT_UNAVAILABLE', message, { choices: message })
}

/**
 * Refuses a line whose product the catalogue does not sell on the basket's channel (ADR 069): the
 * basket's own, and catering when the basket is or becomes a catering order.
 */
export function assertSoldOnChannel(
  found: TMenuProduct,
  cart: { salesChannel: 'web' | 'app' | 'kiosk'; channel: string },
  isCatering: boolean,
) {
  const channels = lineChannels(cart.salesChannel, isCatering || cart.channel === 'catering')
  const problem = productChannelProblem(found.product, channels)
  if (problem) throw new AppError(422, 'PRODUCT_UNAVAILABLE', problem)
}

/**
 * Checks a line against the menu (quantity rule, option-group rules) and prices it at this store.
 * Errors name the field: `quantity`, an option-group id, or `choices`.
 */
export function priceLine(found: TMenuProduct, input: TLineInput) {
  // The price in force at this store when the line is added (ADR 062): the line keeps it.
  const priced = priceAtStore(found.product.id, found.cost, found.product, found.overrides ?? [])
  const product = { ...found.product, optionGroups: priced.optionGroups }
  const quantityProblem = quantityError(input.quantity, resolveQuantities(product.quantities))
  if (quantityProblem) {
    throw new AppError(422, 'QUANTITY_INVALID', quantityProblem, { quantity: quantityProblem })
  }
  const choicesCheck = validateChoices(product.optionGroups, input.choices)
  if (!choicesCheck.ok) {
    const first = Object.values(choicesCheck.errors)[0] ?? 'Check the chosen options.'
    throw new AppError(422, 'CHOICES_INVALID', first, choicesCheck.errors)
  }
  const options = new Map(
    product.optionGroups.flatMap((group) => group.options.map((option) => [option.id, option])),
  )
  const choices: TLineChoice[] = input.choices.map((choice) => {
    const option = options.get(choice.id)
    return {
      option_id: choice.id,
      name: option?.name ?? '',
      quantity: choice.quantity,
      cost: option?.cost ?? 0,
    }
  })
  return {
    productId: product.id,
    name: product.name,
    quantity: input.quantity,
    unitCost: unitPrice(priced.cost, product.optionGroups, input.choices),
    choices,
    instructions: input.instructions,
    recipient: input.recipient,
    /** A catering product makes the basket a catering order (2 days' notice, no ASAP). */
    isCatering: found.superCategory === 'catering' && !isUtensils(product.name),
  }
}
