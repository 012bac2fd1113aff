import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import { E2E_MAILBOX_KEY, WELCOME_DISMISSED } from './e2e/helpers.ts'

const PORT = Number(process.env.E2E_PORT ?? 3210)
const BASE_URL = `http://127.0.0.1:${PORT}`
/** One data directory, wiped before each run, so runs never pile up databases in /tmp. */
const PG_DIR = join(tmpdir(), `deli-e2e-pg-${PORT}`)
const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
}

/**
 * Journeys whose subject does not depend on the screen's width (payment outcomes, checkout's access
 * and timeout rules, the kitchen's board and the manager's desk pages, the page cache, a form's
 * mail): they run at desktop width only, to keep CI short. Everything a guest sees laid out runs at
 * both widths.
 */
const DESKTOP_ONLY = [
  'checkout-pay.spec.ts',
  'checkout-access.spec.ts',
  'checkout-timeout.spec.ts',
  'staff-board.spec.ts',
  'staff-hours.spec.ts',
  'staff-invitation.spec.ts',
  'staff-second-factor.spec.ts',
  'page-cache.spec.ts',
  'content-forms.spec.ts',
  'bag-session.spec.ts',
  // Sets its own widths (1024-1440 px: where the header's order selector lives).
  'header-priorities.spec.ts',
  // Seeds and removes one city's stores by fixed ids: one project at a time (its 390 px layout was checked by eye).
  'locations-region-pages.spec.ts',
]

/** Journeys in Debian's Chromium against the real one-process server on a fresh embedded database. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The welcome popup (shown once per person) is already dismissed, except in its own journey.
    storageState: { cookies: [], origins: [{ origin: BASE_URL, localStorage: [WELCOME_DISMISSED] }] },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: DESKTOP_ONLY,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    command: `rm -rf ${PG_DIR} && node ../../apps/api/src/main.ts`,
    cwd: '.',
    url: `http://127.0.0.1:${PORT}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      NODE_ENV: 'production',
      // Staging-like: production serving with the test payment gateway and the dev mailbox.
      TEST_INTEGRATIONS: 'true',
      // The dev mailbox answers only requests carrying this secret (the helpers send it).
      DEV_MAILBOX_KEY: E2E_MAILBOX_KEY,
      // Every journey opens guest baskets from this one machine (127.0.0.1), two workers at a time.
      GUEST_RATE_LIMIT_PER_MINUTE: '100000',
      // ...and signs the demo staff in from it too, many journeys a minute (ADR 043's limits are
      // tested against the API: login-lockout, staff-auth, users-rate-limit).
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // One server serves every journey: many orders land on the same stores' first slots. Stores with
      // their own capacity (Downtown Dallas, 4) still test full slots.
      SLOT_CAPACITY: '1000', // E2E_SLOT_CAPACITY in e2e/ordering-helpers.ts
      // Every journey's ASAP orders stay on the shared stores' boards: the chain's kitchen never waits
      // (ADR 065). The pacing journey gives its own store one station.
      KITCHEN_STATIONS: '1000',
      // Emailed links (sign-up confirmation, reset, receipts) point at this very server.
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      EMBEDDED_PG_DIR: PG_DIR,
      // Uploaded product pictures (ADR 058), beside the database, wiped with it by the OS's tmp.
      IMAGE_DIR: join(tmpdir(), `deli-e2e-images-${PORT}`),
      EMBEDDED_PG_PORT: String(PORT + 50_000 > 65_000 ? 55_432 : PORT + 50_000),
    },
  },
})
