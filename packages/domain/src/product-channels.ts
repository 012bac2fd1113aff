import type { TProductChannel } from '@deli/contracts/catalogue-rules'

/** Where a guest is ordering, as a refusal names it (ADR 069). */
const CHANNEL_PLACES: Record<TProductChannel, string> = {
  web: 'on the website',
  app: 'in the app',
  kiosk: 'at the store kiosk',
  catering: 'for catering orders',
}

/** The channels a line is ordered on: the basket's own, and catering when it is (or makes) a catering order. */
export function lineChannels(salesChannel: 'web' | 'app' | 'kiosk', isCatering: boolean): TProductChannel[] {
  return isCatering ? [salesChannel, 'catering'] : [salesChannel]
}

/**
 * Why a product cannot be ordered on these channels (ADR 069): the first one its catalogue entry
 * leaves out, as a sentence ('Turkey Club is not sold at the store kiosk.'), or null.
 */
export function productChannelProblem(
  product: { name: string; channels: readonly string[] },
  channels: readonly TProductChannel[],
): string | null {
  const missing = channels.find((channel) => !product.channels.includes(channel))
  return missing ? `${product.name} is not sold ${CHANNEL_PLACES[missing]}.` : null
}
