import { KIOSK_TEXTS } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TSignedInStaff } from '../operations/index.ts'
import { recordedStaffAction, requireStoreAccess } from '../operations/index.ts'
import { findLiveKioskById, markKioskRevoked } from './repository.ts'

const noSuchKiosk = () => new AppError(404, 'KIOSK_NOT_FOUND', 'There is no such kiosk.')

/**
 * A store's manager (or a chain admin) removes one of its kiosks: from the next request on, that
 * device is an ordinary browser (no checkout without an account). Its orders stay.
 */
export async function revokeKiosk(db: TDatabase, staff: TSignedInStaff, kioskId: string): Promise<string> {
  const kiosk = await findLiveKioskById(db, kioskId)
  if (!kiosk) throw noSuchKiosk()
  await requireStoreAccess(db, staff, kiosk.storeId, 'manager')
  const action = { staff, storeId: kiosk.storeId, action: 'kiosk.remove', subject: kiosk.id } as const
  await recordedStaffAction(db, action, async (tx) => {
    if (!(await markKioskRevoked(tx, kiosk.id))) throw noSuchKiosk()
  })
  return KIOSK_TEXTS.revoked
}
