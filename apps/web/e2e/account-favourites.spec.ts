import { ACCOUNT_TEXTS, signedInMember } from './account-helpers.ts'
import { orderableStore } from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady } from './helpers.ts'

test.describe('favourite locations (spec §2 Account, §4 Misc, §6 Member)', () => {
  test('guests see no heart on location cards', async ({ page }) => {
    const store = await orderableStore(page.request)
    await gotoReady(page, `/locations?lat=${store.latitude}&lng=${store.longitude}`)
    await expect(page.getByRole('heading', { name: store.name }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Favorite / })).toHaveCount(0)
  })

  test('a member hearts a location, finds it on /account and unfavourites it after confirming', async ({
    page,
  }) => {
    await signedInMember(page)
    const store = await orderableStore(page.request)
    await gotoReady(page, `/locations?lat=${store.latitude}&lng=${store.longitude}`)
    const heart = page.getByRole('button', { name: `Favorite ${store.name}` }).first()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expectAccessible(page)

    await gotoReady(page, '/account')
    const favourites = page.locator('#favorites')
    await expect(favourites.getByRole('heading', { name: store.name })).toBeVisible()
    await expectAccessible(page)

    const accountHeart = favourites.getByRole('button', { name: `Favorite ${store.name}` })
    await accountHeart.click()
    const dialog = page.getByRole('alertdialog', { name: ACCOUNT_TEXTS.unfavoriteTitle })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(ACCOUNT_TEXTS.unfavoriteBody)
    await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeFocused()
    await expectAccessible(page, '.confirm-dialog[open]')
    await dialog.getByRole('button', { name: 'Go Back' }).click()
    await expect(dialog).toBeHidden()
    await expect(accountHeart).toBeFocused()
    await expect(favourites.getByRole('heading', { name: store.name })).toBeVisible()

    await accountHeart.click()
    await dialog.getByRole('button', { name: 'Yes, Unfavorite' }).click()
    await expect(dialog).toBeHidden()
    await expect(favourites.getByRole('heading', { name: store.name })).toHaveCount(0)
    await expect(favourites).toContainText('Tap the heart on any location')
  })
})
