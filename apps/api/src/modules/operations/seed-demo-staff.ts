import type { TStaffRole } from '@deli/contracts'
import { secondFactorRequired } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { countStaffAccounts, insertStaffAccount } from './repository.ts'

/** The demo chain's staff (README lists them): one password for all, public like the demo API keys. */
export const DEMO_STAFF_PASSWORD = 'red-door-kitchen-2026'
/**
 * The demo manager's and admin's authenticator secret (ADR 044), public like the password (README):
 * add it to an authenticator app to sign in as them. Real accounts set up their own at first sign-in.
 */
export const DEMO_STAFF_TOTP_SECRET = 'REDDOORDELIDEMOKITCHENSTAFFTOTPQ'
export const DEMO_STAFF: readonly { email: string; name: string; role: TStaffRole; storeIds: number[] }[] = [
  { email: 'staff@reddoordeli.example', name: 'Sam Staff', role: 'staff', storeIds: [1] },
  { email: 'manager@reddoordeli.example', name: 'Morgan Manager', role: 'manager', storeIds: [1, 2, 3] },
  { email: 'admin@reddoordeli.example', name: 'Alex Admin', role: 'admin', storeIds: [] },
]

/** Seeds the demo staff accounts when there are none (SEED_DEMO); answers whether it seeded. */
export async function seedDemoStaff(db: TDatabase): Promise<boolean> {
  if ((await countStaffAccounts(db)) > 0) return false
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD)
  await db.transaction(async (tx) => {
    for (const { storeIds, ...account } of DEMO_STAFF) {
      const totpSecret = secondFactorRequired(account.role) ? DEMO_STAFF_TOTP_SECRET : null
      await insertStaffAccount(tx, { ...account, passwordHash, totpSecret }, storeIds)
    }
  })
  return true
}
