import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll } from 'vitest'
import { mealtimeCategoryId } from './back-office-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The catalogue tests' app and callers, shared by back-office-catalogue*.test.ts: uploads in a
 * directory of their own, an admin, the order store's manager and a staff member of it, and the
 * mealtime category. Set before a file's tests by `useCatalogueApp()` (called at the top of the file);
 * the files read them as these live bindings.
 */
export let t: TTestApp
export let admin: TStaffSession
export let manager: TStaffSession
export let cook: TStaffSession
export let categoryId: number

export function useCatalogueApp(): void {
  beforeAll(async () => {
    t = await build({ IMAGE_DIR: await mkdtemp(join(tmpdir(), 'deli-images-')) })
    const store = orderStore()
    ;[admin, manager, cook] = await Promise.all([
      signInStaff(t, 'admin'),
      signInStaff(t, 'manager', [store.id]),
      signInStaff(t, 'staff', [store.id]),
    ])
    categoryId = await mealtimeCategoryId(t, admin.headers)
  })
}

/** A staff request as an admin unless told who (null: no session). */
export const post = (url: string, payload: object, who: TStaffSession | null = admin) =>
  t.call({ method: 'POST', url, payload, headers: who?.headers ?? {} })
export const put = (url: string, payload: object, who: TStaffSession = admin) =>
  t.call({ method: 'PUT', url, payload, headers: who.headers })
