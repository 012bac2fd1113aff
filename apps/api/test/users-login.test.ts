import { beforeAll, describe, expect, it } from 'vitest'
import { API, addSimple, cartUrl, getCart, openCart, pickStore } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { cookiesOf, issuedToken, logIn, PASSWORD, signUpMember, uniqueEmail } from './member-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const status = (headers: Record<string, string>) =>
  t.call({ method: 'POST', url: `${API}/users/account-status`, headers })

describe('POST /api/v1/users/login', () => {
  it('signs in: the user, the token expiry, a new session token', async () => {
    const member = await signUpMember(t)
    const response = await logIn(t, member.email.toUpperCase(), PASSWORD)
    const data = expectOk(response)
    expect(data.user).toEqual(member.user)
    const expires = new Date(data.token.expires).getTime()
    expect(expires).toBeGreaterThan(Date.now() + 29.9 * 86_400_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000 + 1000)
    const token = issuedToken(response)
    expect(token).not.toBe(member.token)
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32)
    expect(expectOk(await status({ token })).user.id).toBe(member.user.id)
    // Only the SHA-256 of the token is stored.
    const raw = await t.db.$client.query('select 1 from sessions where token_hash = $1', [token])
    expect(raw.rowCount).toBe(0)
  })

  it('sets the HttpOnly session cookie and the readable _rd_user cookie (not Secure outside production)', async () => {
    const member = await signUpMember(t)
    const cookies = cookiesOf(await logIn(t, member.email, PASSWORD))
    const session = cookies.get('deli_session')
    const user = cookies.get('_rd_user')
    expect(session?.attributes.has('httponly')).toBe(true)
    expect(session?.attributes.get('samesite')).toBe('Lax')
    expect(session?.attributes.get('path')).toBe('/')
    expect(session?.attributes.has('secure')).toBe(false)
    expect(Number(session?.attributes.get('max-age'))).toBeGreaterThan(29 * 86_400)
    expect(user?.value).toBe(member.user.id)
    expect(user?.attributes.has('httponly')).toBe(false)
    expect(user?.attributes.get('samesite')).toBe('Lax')
  })

  it('answers a wrong password and an unknown email identically: 401 CREDENTIALS_INVALID', async () => {
    const member = await signUpMember(t)
    const wrong = await logIn(t, member.email, 'not the password')
    const unknown = await logIn(t, uniqueEmail('nobody'), PASSWORD)
    expectError(wrong, 401, 'CREDENTIALS_INVALID')
    expect(unknown.statusCode).toBe(wrong.statusCode)
    expect(unknown.json).toEqual(wrong.json)
    expect(wrong.json.message).toBe('The email or password you entered is incorrect.')
    expect(cookiesOf(wrong).size).toBe(0)
  })

  it('refuses a malformed body with 400', async () => {
    expectValidationError(await logIn(t, 'nobody', PASSWORD), 'email')
    expectValidationError(await logIn(t, uniqueEmail(), ''), 'password')
  })

  it('rotates the session: the guest basket moves with the member, the guest token dies', async () => {
    const member = await signUpMember(t)
    const store = pickStore()
    const { cart, session: guest } = await openCart(t, { menu_id: store.menu_id })
    await addSimple(t, guest, cart.id, 102)
    const response = await logIn(t, member.email, PASSWORD, guest.headers)
    const token = issuedToken(response)
    expect(token).not.toBe(guest.token)
    const kept = await getCart(t, { token, headers: { token } }, cart.id)
    expect(kept.products).toHaveLength(1)
    expectError(
      await t.call({ method: 'GET', url: cartUrl(cart.id), headers: guest.headers }),
      404,
      'CART_NOT_FOUND',
    )
    expect(expectOk(await status(guest.headers)).user).toBeNull()
  })

  it("ends another member's session on this device instead of handing over its baskets", async () => {
    const first = await signUpMember(t)
    const second = await signUpMember(t)
    const { cart } = await openCart(t, { menu_id: pickStore().menu_id }, first.headers)
    const response = await logIn(t, second.email, PASSWORD, first.headers)
    const token = issuedToken(response)
    expectError(
      await t.call({ method: 'GET', url: cartUrl(cart.id), headers: { token } }),
      404,
      'CART_NOT_FOUND',
    )
    expect(expectOk(await status(first.headers)).user).toBeNull()
  })
})

describe('POST /api/v1/users/account-status', () => {
  it('answers nulls for a guest and for an unknown token', async () => {
    expect(expectOk(await status({}))).toEqual({ user: null, token: null })
    expect(expectOk(await status({ token: 'x'.repeat(43) }))).toEqual({ user: null, token: null })
  })

  it('answers the member through the cookie as well as the token header', async () => {
    const member = await signUpMember(t)
    const data = expectOk(await status({ cookie: `deli_session=${member.token}` }))
    expect(data.user).toEqual(member.user)
    expect(data.token.expires).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
})

describe('POST /api/v1/users/logout', () => {
  it('ends the session and clears both cookies', async () => {
    const member = await signUpMember(t)
    const response = await t.call({ method: 'POST', url: `${API}/users/logout`, headers: member.headers })
    expect(expectOk(response)).toEqual({ user: null, token: null })
    const cookies = cookiesOf(response)
    for (const name of ['deli_session', '_rd_user']) {
      expect(cookies.get(name)?.value).toBe('')
      expect(cookies.get(name)?.attributes.get('expires')).toContain('1970')
    }
    expect(expectOk(await status(member.headers)).user).toBeNull()
    expectError(
      await t.call({ method: 'GET', url: `${API}/members/favourites`, headers: member.headers }),
      401,
      'SIGN_IN_REQUIRED',
    )
  })

  it('is harmless for a guest', async () => {
    expect(expectOk(await t.call({ method: 'POST', url: `${API}/users/logout` }))).toEqual({
      user: null,
      token: null,
    })
  })
})

describe('cookies in production', () => {
  it('are Secure', async () => {
    const production = await build({ NODE_ENV: 'production', TEST_INTEGRATIONS: 'true' })
    const member = await signUpMember(production)
    const cookies = cookiesOf(await logIn(production, member.email, PASSWORD))
    expect(cookies.get('deli_session')?.attributes.has('secure')).toBe(true)
    expect(cookies.get('_rd_user')?.attributes.has('secure')).toBe(true)
  })
})

describe('OpenAPI document', () => {
  it('lists the account and member calls', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/users',
        '/api/v1/users/confirm',
        '/api/v1/users/account-status',
        '/api/v1/users/login',
        '/api/v1/users/logout',
        '/api/v1/users/reset-password',
        '/api/v1/members/auth',
        '/api/v1/members/favourites',
        '/api/v1/members/favourites/{menuId}',
        '/api/v1/members/addresses',
        '/api/v1/members/addresses/{id}',
        '/api/v1/members/addresses/{id}/default',
        '/api/v1/members/me/avoid-allergens',
        '/api/v1/rewards',
        '/api/v1/dev/mailbox',
      ]),
    )
    expect(document.paths['/api/v1/members/auth'].put.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'verify' })]),
    )
  })
})
