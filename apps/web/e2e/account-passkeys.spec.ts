import { signedInMember } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, WELCOME_DISMISSED } from './helpers.ts'

/**
 * Passkeys (ADR 067) in Chromium with its virtual authenticator (DevTools' WebAuthn domain). A
 * passkey belongs to a domain, never an IP address: this journey visits the server as localhost,
 * the relying party the server derives from its 127.0.0.1 PUBLIC_ORIGIN.
 */
const LOCALHOST = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`
test.use({
  baseURL: LOCALHOST,
  storageState: { cookies: [], origins: [{ origin: LOCALHOST, localStorage: [WELCOME_DISMISSED] }] },
})

test('a member adds a passkey, renames it, signs out and signs back in with it, then removes it', async ({
  page,
}) => {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('WebAuthn.enable')
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const member = await signedInMember(page)
  await gotoReady(page, '/account')
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible()
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(passkeys.getByRole('status')).toHaveText('Passkey added. You can now sign in with it.')
  await expect(passkeys.getByRole('listitem')).toHaveCount(1)
  await expect(passkeys.getByRole('listitem')).toContainText('Not used yet')
  const created = await devtools.send('WebAuthn.getCredentials', { authenticatorId })
  expect(created.credentials).toHaveLength(1)
  expect(created.credentials[0]?.isResidentCredential).toBe(true)

  await passkeys.getByRole('button', { name: 'Rename Passkey' }).click()
  const name = passkeys.getByLabel('Passkey name')
  await expect(name).toBeFocused()
  await name.fill('   ')
  await passkeys.getByRole('button', { name: 'Save' }).click()
  await expect(passkeys.getByRole('alert')).toHaveText('Give your passkey a name.')
  await expectAccessible(page, '#passkeys')
  await name.fill('My laptop')
  await passkeys.getByRole('button', { name: 'Save' }).click()
  await expect(passkeys.getByRole('status')).toHaveText('Passkey renamed to My laptop.')
  await expect(passkeys.getByRole('button', { name: 'Rename My laptop' })).toBeFocused()
  await expectAccessible(page, '#passkeys')

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await page.waitForURL(`${LOCALHOST}/`)
  await gotoReady(page, '/account/signin?redirect=%2Faccount')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await page.waitForURL(`${LOCALHOST}/account`)
  await expect(page.getByRole('heading', { name: `Hi, ${member.first_name}!` })).toBeVisible()
  await expect(passkeys.getByRole('listitem')).toContainText('My laptop')
  await expect(passkeys.getByRole('listitem')).toContainText('Last used')
  const used = await devtools.send('WebAuthn.getCredentials', { authenticatorId })
  expect(used.credentials[0]?.signCount).toBeGreaterThan(created.credentials[0]?.signCount ?? 0)

  await passkeys.getByRole('button', { name: 'Remove My laptop' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Remove passkey?' })
  await expect(dialog).toContainText('You will no longer be able to sign in with “My laptop”.')
  await expectAccessible(page, '.confirm-dialog')
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(passkeys.getByRole('status')).toHaveText('Passkey removed.')
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible()
  await devtools.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
})
