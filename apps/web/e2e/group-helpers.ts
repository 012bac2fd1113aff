import type { TCart, TGroupOrder, TLocation } from '@deli/contracts'
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from '@playwright/test'
import { API_HEADERS, gotoReady } from './helpers.ts'
import { e2eDatabase } from './ordering-helpers.ts'

/** Spec texts the group-order journeys check word for word (the same sentences as TEXTS in @deli/domain). */
export const GROUP_TEXTS = {
  signInNotice: 'Please sign in or create an account to start your group order',
  reminder:
    "Once all participants have made their selections, don't forget to submit the group order to complete it!",
  invited: (host: string) => `You're invited to ${host}'s group order`,
  joinNameInvalid: 'Name field can only contain first and last name.',
  awaitingHost: 'Awaiting Host Submission',
  submitMyOrder: 'Submit my order',
  added: (host: string) =>
    `You have successfully added your selections to the group order. Your host, ${host}, will finalize checkout and submit the order once complete!`,
  hostCheckIn: 'Check in with your group members - once the host submits, orders cannot be changed.',
  closed: 'Group order is closed',
  completed: (host: string) => `${host} has completed this order`,
  cancelled: 'This group order has been cancelled by the host.',
  clearTitle: 'Are you sure you wanna clear your group order?',
  leaveTitle: 'Are you sure you wanna leave this group order?',
  itemsDeleted: 'This will permanently delete all group order items from your cart.',
  linkCopied: 'Link copied to clipboard!',
  noAvailableTimes: 'There are no available times for the date selected. Please select another date.',
  hostOnlyTime: 'Only the host of the group can change the order time',
  hostOnlyType: 'Only the host of the group can change the order type',
  locationCancels:
    'Heads up! Changing your order location will cancel your group order. Are you sure you wish to continue?',
  changeLocationTitle: 'Are you sure you want to change your location?',
  changeLocationBody:
    'You must cancel your current group order to change your location, are you sure you want to proceed?',
}

export const groupPanel = (page: Page) => page.getByRole('dialog', { name: 'Group Order' })

/** A second person in a browser of their own, the same size as the test's project (phone or desktop). */
export async function secondBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    storageState: use.storageState,
  })
  return context.newPage()
}

async function postData<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.post(`/api/v1/${path}`, { headers: API_HEADERS, data })
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/**
 * A host-pays pickup group order made through the API by the member signed in on `page`, remembered by
 * the browser as the storefront would (order context with the group and the host's name).
 */
export async function groupThroughApi(
  page: Page,
  store: TLocation,
  hostName: string,
  paymentType: 'host' | 'split' = 'host',
): Promise<TGroupOrder> {
  await gotoReady(page, '/')
  const cart = await postData<TCart>(page.request, 'carts', { menu_id: store.menu_id, handoffMode: 'pickup' })
  const group = await postData<TGroupOrder>(page.request, 'carts/group', {
    cart_id: cart.id,
    menu_id: store.menu_id,
    payment_type: paymentType,
    handoff: 'pickup',
  })
  await page.evaluate(
    ({ location, cartId, groupOrder }) =>
      localStorage.setItem(
        'deli-order',
        JSON.stringify({
          state: { location, superCategory: 'mealtime', cartId, groupOrder, groupSetup: null },
          version: 0,
        }),
      ),
    {
      cartId: cart.id,
      groupOrder: { id: group.id, name: hostName },
      location: {
        id: store.id,
        menu_id: store.menu_id,
        name: store.name,
        path: store.path,
        address: store.address,
        city: store.city,
        state: store.state,
        zip: store.zip,
        phone: store.phone,
      },
    },
  )
  return group
}

/** Joins by the invite link in the join view (spec §2, §4) and lands on the group's menu. */
export async function joinByLink(page: Page, groupOrderId: string, hostName: string, name: string) {
  await gotoReady(page, `/?groupOrderId=${groupOrderId}`)
  const panel = groupPanel(page)
  await expect(panel.getByRole('heading', { name: GROUP_TEXTS.invited(hostName) })).toBeVisible()
  await panel.getByLabel('Enter your name to join').fill(name)
  await panel.getByRole('button', { name: 'Join Group Order' }).click()
  await page.waitForURL(/\/menu\/\d+$/)
}

/** The group order the browser remembers (lib/order-context.ts). */
export const storedGroup = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('deli-order') ?? '{}') as { state?: { groupOrder?: unknown } }).state
        ?.groupOrder ?? null,
  )

/** Moves a group's deadline into the past behind everyone's back (as if the time had come). */
export async function passDeadline(groupOrderId: string) {
  const client = e2eDatabase()
  await client.connect()
  try {
    await client.query(
      `update group_orders set deadline_at = now() - interval '1 minute', version = version + 1 where id = $1`,
      [groupOrderId],
    )
  } finally {
    await client.end()
  }
}
