import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { TLocation, TMenu, TProduct } from '@deli/contracts'
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test'

/** The web client's application-name and API-key headers (ARCHITECTURE.md § API conventions). */
export const API_HEADERS = { 'x-app-name': 'web', 'x-api-key': 'rd-web-public-key-2026' }
/** The e2e server's dev-mailbox secret (DEV_MAILBOX_KEY in playwright.config.ts): the public key alone never reads it. */
export const E2E_MAILBOX_KEY = 'e2e-mailbox-key-2026-not-public'
export const MAILBOX_HEADERS = { 'x-mailbox-key': E2E_MAILBOX_KEY }
export const PRODUCT_NAME = 'Red Door Deli'
/** The popups store (app/lib/popups.ts) with the welcome popup dismissed: every browser starts so. */
export const WELCOME_DISMISSED = {
  name: 'deli-popups',
  value: JSON.stringify({ state: { dismissed: ['welcome'] }, version: 0 }),
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone'

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: API_HEADERS })
  expect(response.status(), `GET /api/v1/${path}`).toBe(200)
  const body = (await response.json()) as { status: string; data: T }
  expect(body.status).toBe('ok')
  return body.data
}

export const getStores = async (request: APIRequestContext) =>
  (await apiData<{ locations: TLocation[] }>(request, 'stores')).locations

export const getMenu = (request: APIRequestContext, menuId: number, type = 'mealtime') =>
  apiData<TMenu>(request, `menus/${menuId}?type=${type}`)

/** The products of a menu in menu order, each with its category name. */
export const menuProducts = (menu: TMenu): (TProduct & { category: string })[] =>
  menu.categories.flatMap((category) =>
    category.products.map((product) => ({ ...(product as TProduct), category: category.name })),
  )

/**
 * Server-rendered pages only respond to clicks and typing once React has hydrated them: wait for the
 * document to finish loading and for React to own the last element of the shell (the footer).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer')
    return (
      document.readyState === 'complete' &&
      footer !== null &&
      Object.keys(footer).some((key) => key.startsWith('__reactProps'))
    )
  })
}

/** page.goto that also waits for hydration; returns the HTTP response. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

/** Titles are '{part} | Red Door Deli', or just 'Red Door Deli' on home (spec §1). */
export async function expectProductTitle(page: Page, exact?: string) {
  if (exact) await expect(page).toHaveTitle(exact)
  else await expect(page).toHaveTitle(/.+ \| Red Door Deli$/)
}

/** Head tags every page carries (spec §1, issue item 6); soft, so the journey goes on. */
export async function expectHeadTags(page: Page) {
  const at = new URL(page.url()).pathname
  await expect.soft(page.locator('html'), `lang on ${at}`).toHaveAttribute('lang', 'en')
  await expect
    .soft(page.locator('meta[name="theme-color"]'), `theme-color on ${at}`)
    .toHaveAttribute('content', '#ffffff')
  await expect
    .soft(page.locator('link[rel="manifest"]'), `manifest on ${at}`)
    .toHaveAttribute('href', '/manifest.webmanifest')
  await expect
    .soft(page.locator('meta[name="apple-itunes-app"]'), `app banner meta on ${at}`)
    .toHaveAttribute('content', /^app-id=\S+/, { timeout: 1_000 })
}

/** Records every request the page makes, to prove nothing leaves the site (no map tiles, no CDNs). */
export function recordRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return {
    urls,
    expectAllSameOrigin: (origin: string) => {
      const foreign = urls.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)
      expect(foreign, 'requests to other origins').toEqual([])
    },
  }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
/** 1259 → '$12.59', as the storefront shows money (spec §9: USD, en-US). */
export const money = (cents: number) => usd.format(cents / 100)

/** A RegExp source matching `text` literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether an <img> finishes loading with real pixels (not a broken image) within 5 s. */
export const imageLoads = (image: Locator) =>
  image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<boolean>((resolve) => {
        const done = () => resolve(element.naturalWidth > 0)
        if (element.complete) return done()
        element.addEventListener('load', done)
        element.addEventListener('error', done)
        setTimeout(done, 5_000)
      }),
  )

/**
 * Screenshot for human review: test-results/screens/<project>-<name>.png (git-ignored); the full page
 * unless `fullPage` is false (a panel or popup over a long page: what the guest sees).
 */
export async function saveScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const dir = join(testInfo.project.outputDir, 'screens')
  await mkdir(dir, { recursive: true })
  await page.screenshot({
    path: join(dir, `${testInfo.project.name}-${name}.png`),
    fullPage: options.fullPage ?? true,
    scale: 'css',
  })
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded) where it is:
 * from here on, page time moves only when the test runs it, so a timing is measured on the page's
 * own clock, never on the loaded machine's wall clock.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A little ahead of now: the page clock keeps running while this call travels.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000))
}

/**
 * Runs the paused clock `stepMs` at a time until `done()` holds; between steps the page has real time
 * to take network answers. When it returns, at most `stepMs` of page time passed since `done()` became
 * true.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, stepMs = 1): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true
        await page.clock.runFor(stepMs)
        return done()
      },
      { timeout: 20_000, intervals: [10, 25, 50] },
    )
    .toBe(true)
}
