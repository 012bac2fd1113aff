import type { TLocation } from '@deli/contracts'
import { midDayTimeZone } from '@deli/domain'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady } from './helpers.ts'
import { pickForProject } from './ordering-helpers.ts'

/** The demo staff of the README (seeded with the demo chain). */
const PASSWORD = 'red-door-kitchen-2026'
/** The demo manager's and admin's authenticator secret (README; two-step sign-in, ADR 044). */
export const DEMO_TOTP_SECRET = 'REDDOORDELIDEMOKITCHENSTAFFTOTPQ'

export type TStaffLogin = { email: string; password: string; totpSecret?: string }
export const DEMO_MANAGER: TStaffLogin = {
  email: 'manager@reddoordeli.example',
  password: PASSWORD,
  totpSecret: DEMO_TOTP_SECRET,
}
export const DEMO_ADMIN: TStaffLogin = {
  email: 'admin@reddoordeli.example',
  password: PASSWORD,
  totpSecret: DEMO_TOTP_SECRET,
}

/** The demo store staff member (store 1; no authenticator: two-step sign-in is for managers and admins). */
export const DEMO_STORE_STAFF: TStaffLogin = { email: 'staff@reddoordeli.example', password: PASSWORD }

/** The authenticator's current code for a secret, computed as an authenticator app does (otpauth). */
export const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()

/** The body of POST staff/login for `who`: with the current code when they have an authenticator. */
export const staffLoginBody = (who: TStaffLogin) => ({
  email: who.email,
  password: who.password,
  ...(who.totpSecret ? { code: totpCode(who.totpSecret) } : {}),
})

/**
 * Signs in at /staff (with the second step's code for an account with an authenticator) and waits for
 * the staff home (the list of the account's stores).
 */
export async function signInAtStaff(page: Page, who: TStaffLogin) {
  await gotoReady(page, '/staff')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  if (who.totpSecret) {
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused()
    await page.getByLabel('Authentication code').fill(totpCode(who.totpSecret))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
  }
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' }))

/**
 * A curbside store of its own for this project and journey, to open around the clock with
 * `withStoreOpenAllDay`: from the end of the list past the stores the kiosk, Hours and Availability
 * journeys take. The same store whatever the hour (`withStoreOpenAllDay` puts it at its mid-day).
 * Offsets: 0–2 and 5 the firing journeys, 3–4 the board's.
 */
export async function storeOpenAllDay(request: APIRequestContext, testInfo: TestInfo, offset: number) {
  const candidates = (await getStores(request))
    .filter((store) => store.available && !store['Coming Soon'] && store.services.curbside)
    .reverse()
    .slice(14)
  return pickForProject(candidates, testInfo, offset)
}

/** Signs `request` in to the staff API as the demo admin (its own cookie: apart from any page's). */
export async function signInAsAdmin(request: APIRequestContext) {
  const login = await request.post('/api/v1/staff/login', {
    headers: API_HEADERS,
    data: staffLoginBody(DEMO_ADMIN),
  })
  expect(login.status(), 'staff login').toBe(200)
}

/**
 * Puts `store` in a time zone where it is mid-day (domain `midDayTimeZone`) while `journey` runs, and
 * gives it its zone back after, through `request` signed in as the demo admin: its day does not end
 * during the journey (an ASAP quote falls in today's slots, ADR 065), whatever the hour of the run.
 * The journey gets the zone, to read the store's day and clock in it.
 */
export async function withStoreAtMidDay(
  request: APIRequestContext,
  store: TLocation,
  journey: (timezone: string) => Promise<void>,
) {
  const setTimezone = async (timezone: string) => {
    const response = await request.patch(`/api/v1/staff/stores/${store.id}/settings`, {
      headers: API_HEADERS,
      data: { timezone },
    })
    expect(response.status(), 'PATCH settings (timezone)').toBe(200)
  }
  const timezone = midDayTimeZone()
  await setTimezone(timezone)
  try {
    await journey(timezone)
  } finally {
    await setTimezone(store.timezone)
  }
}

/**
 * Opens `store` all day for pickup (and curbside where it offers it) while `journey` runs, as the demo
 * admin, in a time zone where it is mid-day (`withStoreAtMidDay`, the journey gets the zone), and gives
 * it its hours and zone back after: an order placed there is made now (ASAP) and its first slot
 * tomorrow is hours away, whatever the hour of the run.
 */
export async function withStoreOpenAllDay(
  request: APIRequestContext,
  store: TLocation,
  journey: (timezone: string) => Promise<void>,
) {
  await signInAsAdmin(request)
  const handoffs = store.services.curbside ? (['curbside', 'pickup'] as const) : (['pickup'] as const)
  const hours = async (handoff: (typeof handoffs)[number], periods: unknown) => {
    const response = await request.put(`/api/v1/staff/stores/${store.id}/hours/${handoff}`, {
      headers: API_HEADERS,
      data: { periods },
    })
    expect(response.status(), `PUT hours/${handoff}`).toBe(200)
  }
  await withStoreAtMidDay(request, store, async (timezone) => {
    for (const handoff of handoffs) await hours(handoff, ALL_DAY)
    try {
      await journey(timezone)
    } finally {
      for (const handoff of handoffs) await hours(handoff, store.hours[handoff] ?? [])
    }
  })
}

/**
 * A chain admin closes `store` for a store-local `day` ('YYYYMMDD') with a message for guests, through
 * the API as the `request` context (Availability: close for a day); the answer reopens it.
 */
export async function closeStoreDay(
  request: APIRequestContext,
  store: Pick<TLocation, 'id'>,
  day: string,
  message: string,
): Promise<() => Promise<void>> {
  const login = await request.post('/api/v1/staff/login', {
    headers: API_HEADERS,
    data: staffLoginBody(DEMO_ADMIN),
  })
  expect(login.status()).toBe(200)
  const url = `/api/v1/staff/stores/${store.id}/closures/${day}`
  const closed = await request.put(url, { headers: API_HEADERS, data: { message } })
  expect(closed.status(), await closed.text()).toBe(200)
  return async () => {
    const reopened = await request.delete(url, { headers: API_HEADERS })
    expect(reopened.status()).toBe(200)
  }
}
