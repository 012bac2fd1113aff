import { formatMoney } from '@deli/domain'
import { placeOrderThroughApi, signedInMember } from './account-helpers.ts'
import { latestMail } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady, saveScreen, waitForHydration } from './helpers.ts'
import { DEMO_ADMIN, signInAtStaff, storeOpenAllDay, withStoreOpenAllDay } from './staff-helpers.ts'

test.setTimeout(90_000)

test('a chain admin refunds a handed-over order with a reason; the guest reads it and the store’s Activity says who', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  // Open all day whatever the hour of the run: the order is made now, so it can be handed over.
  const store = await storeOpenAllDay(request, testInfo, 6)
  await withStoreOpenAllDay(request, store, async () => {
    const member = await signedInMember(page)
    const order = await placeOrderThroughApi(page, member, store)
    for (const status of ['in_progress', 'ready', 'completed']) {
      const moved = await request.put(`/api/v1/staff/orders/${order.id}/status`, {
        headers: API_HEADERS,
        data: { status },
      })
      expect(moved.status(), `the board moves it to ${status}`).toBe(200)
    }
    const amount = formatMoney(order.totals.total)

    const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() })
    const admin = await adminContext.newPage()
    await signInAtStaff(admin, DEMO_ADMIN)
    await gotoReady(admin, `/staff/orders/${store.id}?q=%23${order.number}`)
    const found = admin.getByRole('article').filter({ hasText: `#${order.number} ·` })
    await found.getByRole('button', { name: `Refund order #${order.number}` }).click()
    const dialog = admin.getByRole('dialog', { name: `Refund order #${order.number}?` })
    await expect(dialog.getByText(`${amount} goes back to`)).toBeVisible()
    // A refund needs its reason: asked for on the field, and the keyboard taken there.
    await dialog.getByRole('button', { name: `Refund ${amount}` }).click()
    await expect(dialog.getByText('Choose why the order is refunded.')).toBeVisible()
    const why = dialog.getByRole('combobox', { name: 'Why' })
    await expect(why).toBeFocused()
    await why.selectOption({ label: 'Wrong order' })
    await expectAccessible(admin)
    await saveScreen(admin, testInfo, 'order-refund-dialog', { fullPage: false })
    await dialog.getByRole('button', { name: `Refund ${amount}` }).click()
    await expect(dialog).toBeHidden()
    await expect(
      admin
        .getByRole('status')
        .filter({ hasText: `Order #${order.number} refunded: ${amount} goes back to the card.` }),
    ).toBeVisible()
    // Its Refund button is gone: the keyboard is on the order, which says its refund.
    await expect(found.getByRole('heading', { level: 3 })).toBeFocused()
    await expect(found.getByRole('button', { name: /^Refund order/ })).toHaveCount(0)
    await expect(found).toContainText(
      /Refund.+(on its way back to|given back to) the card · Wrong order, by Alex Admin/,
    )
    await expectAccessible(admin)
    await saveScreen(admin, testInfo, 'order-refunded')

    // The store's Activity says who refunded what, and why.
    await gotoReady(admin, `/staff/activity/${store.id}`)
    await admin.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Orders and check-ins' })
    await expect(
      admin
        .getByRole('listitem')
        .filter({ hasText: `Refunded order #${order.number} (${amount}): Wrong order` }),
    ).toContainText('Alex Admin')
    await adminContext.close()

    // The guest's email and order page say it.
    const mail = await latestMail(page.request, member.email)
    expect(mail.subject).toBe(`We refunded your Red Door Deli order #${order.number}`)
    await gotoReady(page, `/order/confirm/${order.id}`)
    await waitForHydration(page)
    await expect(
      page.getByText(
        new RegExp(
          `^(Refund of ${amount.replace('$', '\\$')} on its way to|Refunded ${amount.replace('$', '\\$')} to) your card\\.$`,
        ),
      ),
    ).toBeVisible()
    await expectAccessible(page)
  })
})
