import type { TCart, TCartAddress } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import type { GeoProvider } from '../geo/index.ts'
import { resolveDeliveryPoint } from '../stores/index.ts'
import { changeOwnedCart, readCart, type TCartCaller } from './cart-access.ts'
import { keepValidTime } from './keep-valid-time.ts'
import { assertDeliversTo, assertHandoffOffered } from './store-rules.ts'

export type TDeliveryInput = Omit<TCartAddress, 'latitude' | 'longitude'> & {
  handoffMode: 'delivery' | 'dispatch'
  latitude?: number | undefined
  longitude?: number | undefined
}

/**
 * PUT carts/{cartId}/handoff/delivery (spec §7): the delivery address and handoff, accepted only
 * when the address lies inside the store's delivery zone.
 */
export async function setDeliveryHandoff(
  caller: TCartCaller & { geo: GeoProvider },
  cartId: string,
  input: TDeliveryInput,
): Promise<TCart> {
  const rule = { hostOnly: TEXTS.hostOnlyOrderType }
  await readCart(caller, cartId, rule)
  const point = await resolveDeliveryPoint(caller.geo, input)
  return changeOwnedCart(
    caller,
    cartId,
    async ({ cart, store, now }) => {
      assertHandoffOffered(store, input.handoffMode)
      assertDeliversTo(store, point, { address: TEXTS.cannotDeliver })
      const address: TCartAddress = {
        address: input.address,
        building: input.building,
        city: input.city,
        state: input.state.toUpperCase(),
        zip: input.zip,
        instructions: input.instructions,
        default: input.default,
        ...point,
      }
      return keepValidTime(cart, store, { handoff: input.handoffMode, address }, now)
    },
    rule,
  )
}
