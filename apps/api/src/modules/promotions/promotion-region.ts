import { PROMOTION_FIELD_TEXTS } from '@deli/contracts/promotion-rules'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { listRegions } from '../stores/index.ts'

/**
 * A promotion's region must be one the storefront's region pages list (ADR 061, keys of ADR 062): a
 * state the chain has stores in, or one of its cities. Read through the stores module's listing (kept
 * a minute per node, forgotten on each store change: ADR 060), so the check adds no statement to most
 * saves. A well-formed key with no store is refused 422 with the field's sentence.
 */
export async function assertRegionKnown(db: TDatabase, region: string | null): Promise<void> {
  if (region === null) return
  const [state = '', citySlug] = region.split('/')
  const [known] = await listRegions({ db, state })
  const isKnown =
    known?.state === state && (citySlug === undefined || known.cities.some((city) => city.slug === citySlug))
  if (!isKnown) {
    const message = PROMOTION_FIELD_TEXTS.region
    throw new AppError(422, 'VALIDATION_FAILED', message, { region: message })
  }
}
