/**
 * The Lighthouse part of `npm run bench` (ARCHITECTURE.md § Quality bars): mobile, simulated throttling, in
 * Debian's Chromium, on the five pages the issue names — home, locations, a menu, a product, and
 * checkout signed in with a basket (a member's session cookie and the storefront's own localStorage
 * order context, set in the browser before the audit; Lighthouse keeps them: disableStorageReset).
 * Every page is measured with an empty HTTP cache, as Lighthouse measures it by default: keeping the
 * storage also kept the cache, so until stop 25 every page after the first was measured with its
 * JavaScript already downloaded and compiled, and the service worker the first page installed.
 */
import { BASKET_COOKIE, ORDER_CONTEXT_KEY } from '@deli/contracts/constants'
import pg from 'pg'
import type { Page } from 'puppeteer-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts'
import { memberSession, productWithoutChoices, readyBasket, type TCheckoutOptions } from './bench-checkout.ts'

export type TLighthouseRow = {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  /** Lighthouse's own failure for the page (its scores are then not measurements), else undefined. */
  runtimeError?: string
  /** Audits that could not run, by id and Lighthouse's reason. */
  auditErrors: string[]
  /** Every run's performance score for the page (the row is the median run's); `error` for a failed run. */
  runScores?: (number | 'error')[]
  /** Why each failed run failed (Lighthouse's runtime error): such a run is left out of the median. */
  failedRuns?: string[]
}

/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS, default 3): the median run is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))

/** A signed-in member's basket with one item, as the checkout page reads it. */
async function signedInCheckout(options: TCheckoutOptions) {
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    const headers = await memberSession(options, client, 0)
    const cartId = await readyBasket(options, headers, await productWithoutChoices(options))
    const found = await fetch(`${options.origin}/api/v1/locations/${options.menuId}?byMenuId=true`, {
      headers: options.headers,
    })
    const location = ((await found.json()) as { data: Record<string, unknown> }).data
    return { token: headers.token, cartId, location }
  } finally {
    await client.end()
  }
}

export async function runLighthouse(options: TCheckoutOptions, productId: number): Promise<TLighthouseRow[]> {
  const chromeLauncher = await import('chrome-launcher')
  const puppeteer = await import('puppeteer-core')
  const checkout = await signedInCheckout(options)
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const rows: TLighthouseRow[] = []
  try {
    const page = await browser.newPage()
    const pages = [
      '/',
      '/locations',
      `/menu/${options.menuId}`,
      `/menu/${options.menuId}/product/${productId}`,
    ]
    for (const path of [...pages, '/order/checkout']) {
      if (path === '/order/checkout') {
        // The member's session and basket, as the storefront keeps them after sign-in and an add.
        await page.goto(`${options.origin}/`)
        await browser.setCookie(
          { name: 'deli_session', value: checkout.token, domain: '127.0.0.1', path: '/' },
          // The browser's copy of the basket id, which the storefront writes with localStorage's (ADR 039).
          { name: BASKET_COOKIE, value: checkout.cartId, domain: '127.0.0.1', path: '/' },
        )
        await page.evaluate(
          (key, value) => localStorage.setItem(key, value),
          ORDER_CONTEXT_KEY,
          JSON.stringify({ state: { location: checkout.location, cartId: checkout.cartId }, version: 0 }),
        )
      }
      // Each page RUNS times; its row is the run with the median performance score (the others'
      // scores are listed beside it): one run's first paint moves by a second between runs.
      const runs: TLighthouseRow[] = []
      for (let run = 0; run < RUNS; run++) {
        const row = await auditFirstVisit(page, options.origin, path)
        if (row) runs.push(row)
      }
      // A run Lighthouse could not measure scores 0: it is listed, not counted (unless all failed).
      const measured = runs.filter((run) => !run.runtimeError)
      const byScore = [...(measured.length > 0 ? measured : runs)].sort(
        (a, b) => a.performance - b.performance,
      )
      const median = byScore[Math.floor((byScore.length - 1) / 2)]
      if (median)
        rows.push({
          ...median,
          runScores: runs.map((run) => (run.runtimeError ? 'error' : run.performance)),
          failedRuns: runs.flatMap((run) => (run.runtimeError ? [run.runtimeError] : [])),
        })
    }
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
  return rows
}

/** One Lighthouse run of `path` as a first visit (the cookie and localStorage stay, for the checkout). */
async function auditFirstVisit(
  page: Page,
  origin: string,
  path: string,
): Promise<TLighthouseRow | undefined> {
  const { default: lighthouse } = await import('lighthouse')
  // Nothing of the site in the HTTP cache, no service worker and nothing in its caches.
  const devtools = await page.createCDPSession()
  await devtools.send('Network.clearBrowserCache')
  await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' })
  await devtools.detach()
  const runner = await lighthouse(
    `${origin}${path}`,
    { output: 'json', logLevel: 'error', disableStorageReset: true },
    undefined,
    page,
  )
  const lhr = runner?.lhr
  if (!lhr) return undefined
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100)
  const audit = (key: string) => lhr.audits[key]?.numericValue ?? 0
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    auditErrors: Object.values(lhr.audits)
      .filter((result) => result.errorMessage)
      .map((result) => `${result.id}: ${result.errorMessage}`),
  }
}

/** The Lighthouse table as `npm run bench` prints it, and why any run was not measured. */
export function printLighthouseTable(rows: TLighthouseRow[]): void {
  console.log(
    '\nLighthouse (mobile, simulated throttling, each page as a first visit; the median of its runs)\n',
  )
  console.log(
    '| page | performance | every run | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
  )
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|')
  for (const row of rows)
    console.log(
      `| ${row.path} | ${row.performance} | ${(row.runScores ?? []).join(', ')} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} |`,
    )
  // A score of 0 beside a failed run is no measurement: say why.
  for (const row of rows) {
    if (row.runtimeError) console.log(`\n${row.path}: Lighthouse could not measure it — ${row.runtimeError}`)
    else
      for (const error of row.failedRuns ?? [])
        console.log(`${row.path}: one run was not measured — ${error}`)
    for (const error of row.auditErrors.slice(0, 5)) console.log(`${row.path}: audit failed — ${error}`)
  }
}
