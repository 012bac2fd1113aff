import type { TLocation } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { placeOrderThroughApi, signedInMember } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady, saveScreen, waitForHydration } from './helpers.ts'
import { DEMO_MANAGER, DEMO_STORE_STAFF, signInAtStaff } from './staff-helpers.ts'

test.setTimeout(120_000)

/**
 * A store's order lookup (ADR 071): a guest orders at store 1 (where the ordering journeys order; the
 * demo manager works there), then the manager finds that order by the guest's email and by its number,
 * reads what it holds, and is told when nothing matches. Store staff are not offered the page.
 */
test("a manager finds a guest's order by email and by number and reads it; store staff are not let in", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const store = (await getStores(page.request)).find((candidate) => candidate.id === 1) as TLocation
  const member = await signedInMember(page)
  const order = await placeOrderThroughApi(page, member, store)

  const managerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const manager = await managerContext.newPage()
  await signInAtStaff(manager, DEMO_MANAGER)
  await gotoReady(manager, '/staff/board/1')
  await manager
    .getByRole('navigation', { name: `Store pages: ${store.name}` })
    .getByRole('link', { name: 'Orders' })
    .click()
  await manager.waitForURL('**/staff/orders/1')
  await waitForHydration(manager)
  await expect(manager.getByRole('heading', { level: 1, name: `Orders – ${store.name}` })).toBeVisible()
  await expect(manager.getByRole('status').filter({ hasText: 'Every order, newest first.' })).toBeVisible()

  // By the guest's email, from the keyboard: the one order, with who, what and how it was paid.
  const search = manager.getByRole('searchbox', { name: 'Number, guest, email or phone' })
  await search.fill(member.email)
  await search.press('Enter')
  await manager.waitForURL(/\/staff\/orders\/1\?q=/)
  const found = manager.getByRole('article')
  await expect(found).toHaveCount(1)
  await expect(found.getByRole('heading', { level: 3 })).toHaveText(
    `#${order.number} · ${member.first_name} ${member.last_name}`,
  )
  await expect(found).toContainText(`${formatMoney(order.totals.total)} · `)
  await expect(found.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:\d+$/,
  )
  await expect(found.locator('.ticket__lines > li')).toHaveCount(order.products.length)
  await expectAccessible(manager)
  await saveScreen(manager, testInfo, 'staff-orders-found', { fullPage: false })

  // By its number, as every screen and email writes it; a search that finds nothing says so, and
  // keeps what was typed.
  await search.fill(`#${order.number}`)
  await manager.getByRole('button', { name: 'Search' }).click()
  await manager.waitForURL(new RegExp(`\\?q=%23${order.number}$`))
  await expect(manager.getByRole('status')).toHaveText(`Orders matching “#${order.number}”, newest first.`)
  await expect(manager.getByRole('article').filter({ hasText: `#${order.number} ·` })).toHaveCount(1)
  // Cancelled on the board, the order says its card refund: a guest asking after it gets an answer.
  const cancelled = await manager.request.put(`/api/v1/staff/orders/${order.id}/status`, {
    headers: API_HEADERS,
    data: { status: 'cancelled' },
  })
  expect(cancelled.status(), 'the board cancels it').toBe(200)
  await manager.reload()
  await expect(manager.getByRole('article').filter({ hasText: `#${order.number} ·` })).toContainText(
    new RegExp(
      `Refund${formatMoney(order.totals.total).replace('$', '\\$')} (on its way back to|given back to) the card`,
    ),
  )
  await search.fill('nobody-ordered-this')
  await search.press('Enter')
  await expect(manager.getByRole('status')).toHaveText('No order matches “nobody-ordered-this”.')
  await expect(manager.getByRole('article')).toHaveCount(0)
  await expect(search).toHaveValue('nobody-ordered-this')
  await managerContext.close()

  // Store staff work from the board: no Orders link, and the page itself is refused.
  const staffContext = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const staff = await staffContext.newPage()
  await signInAtStaff(staff, DEMO_STORE_STAFF)
  await gotoReady(staff, '/staff/board/1')
  await expect(
    staff
      .getByRole('navigation', { name: `Store pages: ${store.name}` })
      .getByRole('link', { name: 'Orders' }),
  ).toHaveCount(0)
  const refused = await staff.goto('/staff/orders/1')
  expect(refused?.status()).toBe(403)
  await staffContext.close()
})
