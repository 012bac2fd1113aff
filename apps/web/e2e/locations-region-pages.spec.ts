import { REGION_PAGE_SIZE } from '@deli/contracts/constants'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, PRODUCT_NAME } from './helpers.ts'
import { e2eDatabase } from './ordering-helpers.ts'

/** A city of its own with more stores than a page holds (ADR 038): Vermont has none in the demo chain. */
const CITY = { state: 'VT', slug: 'pagetown', name: 'Pagetown' }
const STORES = REGION_PAGE_SIZE + 5
const FIRST_ID = 9_900_001

/** Copies of the first demo store in Pagetown, VT (a bulk insert, as the bench's chain; no trigger runs). */
async function seedCity() {
  const client = e2eDatabase()
  await client.connect()
  try {
    await client.query('set session_replication_role = replica')
    // Every column of the first store, with each copy's own id, name and place.
    await client.query(
      `insert into stores
       select (jsonb_populate_record(null::stores, to_jsonb(s) || jsonb_build_object(
         'id', $1::int + g, 'menu_id', $1::int + g, 'name', 'Red Door Deli – Pagetown ' || lpad(g::text, 2, '0'),
         'path', lower($2::text) || '/' || $3::text || '/' || g || '-main-st', 'address', g || ' Main St', 'city', $4::text,
         'state', $2::text, 'zip', '05401', 'latitude', 44.47, 'longitude', -73.21, 'timezone', 'America/New_York',
         'delivery_zone', null))).*
       from generate_series(1, $5::int) g cross join (select * from stores order by id limit 1) s`,
      [FIRST_ID - 1, CITY.state, CITY.slug, CITY.name, STORES],
    )
  } finally {
    await client.end()
  }
}

async function removeCity() {
  const client = e2eDatabase()
  await client.connect()
  try {
    await client.query('delete from stores where id between $1 and $2', [FIRST_ID, FIRST_ID + STORES])
  } finally {
    await client.end()
  }
}

test.beforeAll(seedCity)
test.afterAll(removeCity)

test('a city with more stores than a page: Next and Previous walk its pages, each saying where it stands', async ({
  page,
}) => {
  const path = `/locations/vt/${CITY.slug}`
  await gotoReady(page, '/locations/vt')
  await expect(page.getByRole('heading', { level: 1, name: 'Vermont' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(`${STORES} stores in 1 city.`)
  await expect(page.getByRole('link', { name: 'All states' })).toHaveAttribute('href', '/locations')
  await page
    .getByRole('navigation', { name: 'Cities' })
    .getByRole('link', { name: `${CITY.name} (${STORES})` })
    .click()
  await page.waitForURL(new RegExp(`${path}$`))
  await expect(page).toHaveTitle(`Locations in ${CITY.name}, Vermont | ${PRODUCT_NAME}`)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(REGION_PAGE_SIZE)
  await expect(cards.first()).toContainText('Pagetown 01')
  await expect(page.getByRole('main')).toContainText(`${STORES} stores in ${CITY.name}.`)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages).toContainText(`Stores 1–${REGION_PAGE_SIZE} of ${STORES}`)
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0)
  await expectAccessible(page)

  await pages.getByRole('link', { name: 'Next' }).click()
  await page.waitForURL(new RegExp(`${path}\\?page=2$`))
  await expect(page).toHaveTitle(`Locations in ${CITY.name}, Vermont, page 2 | ${PRODUCT_NAME}`)
  await expect(cards).toHaveCount(STORES - REGION_PAGE_SIZE)
  await expect(cards.first()).toContainText(`Pagetown ${REGION_PAGE_SIZE + 1}`)
  await expect(pages).toContainText(`Stores ${REGION_PAGE_SIZE + 1}–${STORES} of ${STORES}`)
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0)
  await expectAccessible(page)

  await pages.getByRole('link', { name: 'Previous' }).click()
  await page.waitForURL(new RegExp(`${path}$`))
  await expect(cards).toHaveCount(REGION_PAGE_SIZE)

  // Past the last page there is nothing: the real 404.
  const past = await page.goto(`${path}?page=3`)
  expect(past?.status()).toBe(404)
})
