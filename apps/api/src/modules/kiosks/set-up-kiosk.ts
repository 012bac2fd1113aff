import type { TKioskSetupBody } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import type { TSignedInStaff } from '../operations/index.ts'
import { recordStaffAction, requireStoreAccess } from '../operations/index.ts'
import { newSessionToken } from '../sessions/index.ts'
import type { TKioskWithStore } from './repository.ts'
import { insertKiosk } from './repository.ts'

/**
 * A store's manager (or a chain admin) makes the device they are using the store's kiosk: a new
 * kiosk with a fresh device token (≥ 256 random bits, only its hash stored), handed back once, and
 * recorded as the staff member's action (ADR 044).
 */
export async function setUpKiosk(
  db: TDatabase,
  staff: TSignedInStaff,
  storeId: number,
  body: TKioskSetupBody,
): Promise<{ kiosk: TKioskWithStore; token: string }> {
  const store = await requireStoreAccess(db, staff, storeId, 'manager')
  const { token, tokenHash } = newSessionToken()
  const row = await db.transaction(async (tx) => {
    const kiosk = await insertKiosk(tx, {
      storeId: store.id,
      name: body.name,
      tokenHash,
      createdBy: staff.id,
    })
    const detail = { name: body.name }
    await recordStaffAction(tx, {
      staff,
      storeId: store.id,
      action: 'kiosk.set-up',
      subject: kiosk.id,
      detail,
    })
    return kiosk
  })
  return { kiosk: { ...row, storeName: store.name, menuId: store.menuId }, token }
}
