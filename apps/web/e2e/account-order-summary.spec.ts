import { ACCOUNT_TEXTS, payThroughApi, signedInMember } from './account-helpers.ts'
import { plainProduct } from './cart-helpers.ts'
import { fillBag, storeFor, type TBagLineBody } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, isPhone, saveScreen } from './helpers.ts'

/**
 * Spec §2 Order Summary modal: its product list scrolls beyond 350 px, and the modal fits the screen.
 * Checked by geometry at the sizes where it once collapsed (1280×800, 390×844): the list is never
 * squeezed to nothing, and the Total and the actions stay inside the viewport.
 */
test('the Order Summary modal shows its products and its Total on screen', async ({ page }, testInfo) => {
  await page.setViewportSize(isPhone(testInfo) ? { width: 390, height: 844 } : { width: 1280, height: 800 })
  const member = await signedInMember(page)
  const store = await storeFor(page.request, 'pickup')
  // Twelve different products: a list taller than 350 px, so it must scroll inside the modal.
  const lines: TBagLineBody[] = []
  for (let index = 0; index < 12; index++) {
    const product = await plainProduct(
      page.request,
      store.menu_id,
      lines.map((line) => line.product_id),
    )
    lines.push({ product_id: product.product_id, quantity: 1 })
  }
  const order = await payThroughApi(page, member, await fillBag(page, store, 'pickup', lines))

  await gotoReady(page, '/account')
  await page.getByRole('button', { name: new RegExp(`View order.*#${order.number}`) }).click()
  const modal = page.getByRole('dialog', { name: new RegExp(`^${ACCOUNT_TEXTS.yourOrder}`) })
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('heading', { name: store.name })).toBeVisible()
  const products = modal.getByRole('region', { name: 'Products' })
  await expect(products.getByRole('listitem')).toHaveCount(12)

  // The list has room to show products (at least two lines' worth), and scrolls beyond 350 px.
  const list = await products.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    clientHeight: element.clientHeight,
    scrollHeight: element.scrollHeight,
    firstLine: element.querySelector('li')?.getBoundingClientRect().height ?? 0,
  }))
  expect(list.height).toBeGreaterThan(2 * list.firstLine)
  expect(list.height).toBeLessThanOrEqual(350)
  expect(list.scrollHeight).toBeGreaterThan(list.clientHeight)
  // Its last product can be scrolled to.
  const last = products.getByRole('listitem').last()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport()

  // The page under it never grows wider than the screen (a long email once widened /account on a
  // phone, and the modal, sized to the page, cut its actions off).
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }))
  expect(width.page).toBeLessThanOrEqual(width.screen)
  // Total and the actions sit inside the viewport, without scrolling the modal.
  await modal.evaluate((dialog) => {
    for (const element of dialog.querySelectorAll('*')) element.scrollTop = 0
  })
  const viewport = page.viewportSize()
  const total = modal.getByText('Total', { exact: true })
  const orderAgain = modal.getByRole('button', { name: ACCOUNT_TEXTS.orderAgain })
  for (const target of [
    total,
    orderAgain,
    modal.getByRole('button', { name: 'Close', exact: true }).last(),
  ]) {
    const box = await target.boundingBox()
    expect(box).not.toBeNull()
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true)
  }
  await expect(total).toBeInViewport({ ratio: 1 })
  await saveScreen(page, testInfo, 'order-summary-modal', { fullPage: false })
  await expectAccessible(page, 'dialog[open]')
})
