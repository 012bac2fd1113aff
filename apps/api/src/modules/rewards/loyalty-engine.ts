import { type TOffer, type TRewards, ZOffersSchema, ZRewardsSchema } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TUserRow } from '../members/index.ts'
import { getRewards } from './get-rewards.ts'
import { listOffers } from './list-offers.ts'
import type { TLoyaltyService } from './loyalty-service.ts'

/**
 * Where a member's rewards come from (ADR 024; ARCHITECTURE.md § Adapters): the built-in points
 * engine (default: the ledger of this module) or a chain's external provider through the loyalty
 * helper. The engine answers the account's reads, GET rewards and getOffers (ADR 024).
 */
export interface TLoyaltyEngine {
  readonly name: 'built-in' | 'external'
  getRewards(db: TQueryable, member: TUserRow): Promise<TRewards>
  listOffers(db: TQueryable, member: TUserRow): Promise<TOffer[]>
}

export const builtInLoyalty: TLoyaltyEngine = {
  name: 'built-in',
  getRewards: (db, member) => getRewards(db, member),
  listOffers: (db, member) => listOffers(db, member),
}

const NO_REWARDS: TRewards = { points: 0, available: 0, next: null, catalogue: [], offers: [], history: [] }
const unavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'Rewards are unavailable right now. Please try again in a moment.')

/**
 * An external loyalty provider: `GET {baseUrl}/members/{id}/rewards` answers the member's rewards and
 * `GET {baseUrl}/members/{id}/offers` their offers, each in this API's own shape (checked). No data
 * (or no key: the helper logs the diagnostic) is an empty answer; a failed or malformed answer is 503.
 */
export function externalLoyalty(service: TLoyaltyService, baseUrl: string): TLoyaltyEngine {
  const base = baseUrl.replace(/\/$/, '')
  async function read<T>(url: string, parse: (data: unknown) => T, empty: T): Promise<T> {
    let data: unknown
    try {
      data = await service<unknown>({ method: 'GET', url })
    } catch {
      throw unavailable()
    }
    if (Array.isArray(data) && data.length === 0) return empty
    try {
      return parse(data)
    } catch {
      throw unavailable()
    }
  }
  return {
    name: 'external',
    getRewards: (_db, member) =>
      read(
        `${base}/members/${encodeURIComponent(member.id)}/rewards`,
        (data) => ZRewardsSchema.parse(data),
        NO_REWARDS,
      ),
    listOffers: (_db, member) =>
      read(
        `${base}/members/${encodeURIComponent(member.id)}/offers`,
        (data) => ZOffersSchema.parse(data).offers,
        [],
      ),
  }
}
