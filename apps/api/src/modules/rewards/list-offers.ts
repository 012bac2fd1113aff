import type { TOffer } from '@deli/contracts'
import { CHAIN, memberOffers } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import type { TUserRow } from '../members/index.ts'
import { findUsedOfferIds } from './repository.ts'

/** getOffers (spec §7): the offers a member has now and has not used (the domain's memberOffers). */
export async function listOffers(db: TQueryable, member: TUserRow, now = new Date()): Promise<TOffer[]> {
  const used = await findUsedOfferIds(db, member.id)
  return memberOffers(member, now, { chainName: CHAIN.name, used }).map((offer) => ({
    id: offer.id,
    title: offer.title,
    description: offer.description,
    label: offer.label,
    expires: offer.expires.toISOString(),
  }))
}
