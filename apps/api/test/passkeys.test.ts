import { beforeAll, describe, expect, it } from 'vitest'
import { purgeExpiredChallenges } from '../src/modules/passkeys/index.ts'
import { API, type TAny } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, sessionTokenOf, type TTestApp } from './helper.ts'
import { signInMember, type TMember } from './order-helpers.ts'
import {
  addSoftPasskey,
  PASSKEY_LOGIN_URL,
  PASSKEYS_URL,
  registrationOptions,
  SoftPasskey,
  signInOptions,
} from './passkey-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  // Many ceremonies from 127.0.0.1 within seconds; the limits have their own test below.
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
})

const list = (headers: Record<string, string>) => t.call({ method: 'GET', url: PASSKEYS_URL, headers })
const add = (payload: TAny, headers: Record<string, string>) =>
  t.call({ method: 'POST', url: PASSKEYS_URL, payload, headers })
const signIn = (response: TAny, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: PASSKEY_LOGIN_URL, payload: { response }, headers })
const rename = (id: string, name: unknown, headers: Record<string, string>) =>
  t.call({ method: 'PUT', url: `${PASSKEYS_URL}/${id}`, payload: { name }, headers })
const remove = (id: string, headers: Record<string, string>) =>
  t.call({ method: 'DELETE', url: `${PASSKEYS_URL}/${id}`, headers })
const storedRow = async (credentialId: string) =>
  (
    await t.db.$client.query<{ counter: string; last_used_at: Date | null; user_id: string }>(
      'select counter, last_used_at, user_id from passkeys where credential_id = $1',
      [credentialId],
    )
  ).rows[0]

describe('adding a passkey (POST members/passkeys/registration-options, POST members/passkeys)', () => {
  it("answers creation options for the member's relying party and saves the passkey under a name", async () => {
    const member = await signInMember(t)
    const options = await registrationOptions(t, member.headers)
    expect(options.rp).toEqual({ name: 'Red Door Deli', id: 'localhost' })
    expect(options.user.name).toBe(member.email)
    expect(options.user.displayName).toBe('Ada Lovelace')
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    expect(options.excludeCredentials).toEqual([])
    expect(options.attestation).toBe('none')

    const first = new SoftPasskey(t)
    const added = expectOk(await add({ response: first.register(options) }, member.headers))
    expect(added.passkeys).toEqual([
      { id: expect.any(String), name: 'Passkey', created_at: expect.any(String), last_used_at: null },
    ])
    const row = await storedRow(first.id)
    expect(row).toMatchObject({ counter: '0', last_used_at: null, user_id: member.userId })

    const { list: both } = await addSoftPasskey(t, member.headers, '  Work laptop ')
    expect(both.map((passkey: TAny) => passkey.name)).toEqual(['Passkey', 'Work laptop'])
    const { list: three } = await addSoftPasskey(t, member.headers)
    expect(three.map((passkey: TAny) => passkey.name)).toEqual(['Passkey', 'Work laptop', 'Passkey 2'])
    expect(expectOk(await list(member.headers)).passkeys).toEqual(three)
    // Saved passkeys are excluded from the next registration.
    const next = await registrationOptions(t, member.headers)
    expect(next.excludeCredentials.map((credential: TAny) => credential.id)).toContain(first.id)
  })

  it('uses a challenge once, for its own member, within its lifetime', async () => {
    const member = await signInMember(t)
    const other = await signInMember(t)
    const passkey = new SoftPasskey(t)
    const response = passkey.register(await registrationOptions(t, member.headers))
    // Another member cannot answer this member's challenge, and trying uses nothing up of theirs.
    expectError(await add({ response }, other.headers), 422, 'PASSKEY_INVALID')
    expectOk(await add({ response }, member.headers))
    const again = await add({ response }, member.headers)
    expectError(again, 422, 'PASSKEY_INVALID')
    expect(again.json.message).toBe('This passkey request has expired. Please try again.')

    const late = new SoftPasskey(t).register(await registrationOptions(t, member.headers))
    const unanswered = await registrationOptions(t, member.headers)
    await t.db.$client.query("update passkey_challenges set expires_at = now() - interval '1 second'")
    expectError(await add({ response: late }, member.headers), 422, 'PASSKEY_INVALID')
    // Housekeeping deletes the challenges nobody answered in time.
    expect(await purgeExpiredChallenges(t.db)).toBeGreaterThanOrEqual(1)
    const left = await t.db.$client.query('select 1 from passkey_challenges where challenge = $1', [
      unanswered.challenge,
    ])
    expect(left.rowCount).toBe(0)
    expect(expectOk(await list(member.headers)).passkeys).toHaveLength(1)
  })

  it('refuses an answer from another origin, for another relying party or without user verification', async () => {
    const member = await signInMember(t)
    const cases = [
      new SoftPasskey(t, { origin: 'https://phish.example' }).register(
        await registrationOptions(t, member.headers),
      ),
      new SoftPasskey(t).register({
        ...(await registrationOptions(t, member.headers)),
        rp: { id: 'phish.example' },
      }),
      new SoftPasskey(t).register(await registrationOptions(t, member.headers), { flags: 0x41 }),
      new SoftPasskey(t).register(await registrationOptions(t, member.headers), {
        clientData: { type: 'webauthn.get' },
      }),
    ]
    for (const response of cases) {
      const refused = await add({ response }, member.headers)
      expectError(refused, 422, 'PASSKEY_INVALID')
      expect(refused.json.message).toBe('We could not add that passkey. Please try again.')
    }
    expect(expectOk(await list(member.headers)).passkeys).toEqual([])
  })

  it('is 409 for a passkey already saved, and a passkey belongs to one member', async () => {
    const member = await signInMember(t)
    const other = await signInMember(t)
    const { passkey } = await addSoftPasskey(t, member.headers)
    const twice = await add(
      { response: passkey.register(await registrationOptions(t, member.headers)) },
      member.headers,
    )
    expectError(twice, 409, 'CONFLICT')
    const stolen = await add(
      { response: passkey.register(await registrationOptions(t, other.headers)) },
      other.headers,
    )
    expectError(stolen, 409, 'CONFLICT')
    expect((await storedRow(passkey.id))?.user_id).toBe(member.userId)
    expect(expectOk(await list(other.headers)).passkeys).toEqual([])
  })

  it('refuses a malformed body with a sentence, and changes nothing', async () => {
    const member = await signInMember(t)
    const response = new SoftPasskey(t).register(await registrationOptions(t, member.headers))
    expectValidationError(await add({}, member.headers), 'response')
    expectValidationError(await add({ response: { ...response, type: 'password' } }, member.headers), 'type')
    expectValidationError(await add({ response, name: 'x'.repeat(61) }, member.headers), 'name')
    expectValidationError(await add({ response, name: '   ' }, member.headers), 'name')
    const garbled = { ...response, response: { ...response.response, clientDataJSON: 'not json at all' } }
    expectValidationError(await add({ response: garbled }, member.headers), 'clientDataJSON')
    const notJson = { ...response, response: { ...response.response, clientDataJSON: 'bm90LWpzb24' } }
    expectError(await add({ response: notJson }, member.headers), 422, 'PASSKEY_INVALID')
    expect(expectOk(await list(member.headers)).passkeys).toEqual([])
  })

  it('is 401 SIGN_IN_REQUIRED for a guest: a guest cannot register a passkey', async () => {
    const guest = {}
    expectError(
      await t.call({ method: 'POST', url: `${PASSKEYS_URL}/registration-options`, headers: guest }),
      401,
      'SIGN_IN_REQUIRED',
    )
    const member = await signInMember(t)
    const response = new SoftPasskey(t).register(await registrationOptions(t, member.headers))
    expectError(await add({ response }, guest), 401, 'SIGN_IN_REQUIRED')
    expectError(await list(guest), 401, 'SIGN_IN_REQUIRED')
  })
})

describe('signing in with a passkey (POST users/passkey-login/options, POST users/passkey-login)', () => {
  let member: TMember
  let passkey: SoftPasskey
  beforeAll(async () => {
    member = await signInMember(t)
    ;({ passkey } = await addSoftPasskey(t, member.headers, 'My phone'))
  })

  it('signs its member in with a new session, moves the counter and records the use', async () => {
    const options = await signInOptions(t)
    expect(options.rpId).toBe('localhost')
    expect(options.userVerification).toBe('required')
    expect(options.allowCredentials ?? []).toEqual([])
    const response = await signIn(passkey.authenticate(options))
    const data = expectOk(response)
    expect(data.user).toMatchObject({ id: member.userId, email: member.email })
    expect(typeof data.token.expires).toBe('string')
    const token = sessionTokenOf(response) as string
    expect(token).toBeTruthy()
    const status = expectOk(
      await t.call({ method: 'POST', url: `${API}/users/account-status`, headers: { token } }),
    )
    expect(status.user.id).toBe(member.userId)
    const row = await storedRow(passkey.id)
    expect(row?.counter).toBe('1')
    expect(row?.last_used_at).toBeInstanceOf(Date)
    const [listed] = expectOk(await list({ token })).passkeys
    expect(listed.last_used_at).not.toBeNull()

    expectOk(await signIn(passkey.authenticate(await signInOptions(t))))
    expect((await storedRow(passkey.id))?.counter).toBe('2')
  })

  it('uses a sign-in challenge once, and refuses a counter that does not move forward', async () => {
    const response = passkey.authenticate(await signInOptions(t))
    expectOk(await signIn(response))
    expectError(await signIn(response), 422, 'PASSKEY_INVALID')
    const stale = passkey.authenticate(await signInOptions(t), { counter: passkey.counter })
    expectError(await signIn(stale), 401, 'CREDENTIALS_INVALID')
  })

  it('refuses an unknown passkey, a forged signature, another origin and a user handle of someone else alike', async () => {
    const stranger = new SoftPasskey(t)
    const forged = new SoftPasskey(t)
    Object.assign(forged, {
      credentialId: passkey.credentialId,
      userHandle: passkey.userHandle,
      counter: 100,
    })
    const elsewhere = new SoftPasskey(t, { origin: 'https://phish.example' })
    Object.assign(elsewhere, { credentialId: passkey.credentialId, counter: 100 })
    const cases = [
      stranger.authenticate(await signInOptions(t)),
      forged.authenticate(await signInOptions(t)),
      elsewhere.authenticate(await signInOptions(t)),
    ]
    const wrongHandle = passkey.authenticate(await signInOptions(t))
    wrongHandle.response.userHandle = Buffer.alloc(16, 7).toString('base64url')
    cases.push(wrongHandle)
    const unverified = passkey.authenticate(await signInOptions(t), { flags: 0x01 })
    cases.push(unverified)
    for (const response of cases) {
      const refused = await signIn(response)
      expectError(refused, 401, 'CREDENTIALS_INVALID')
      expect(refused.json.message).toBe(
        'We could not sign you in with that passkey. Try again, or sign in with your password.',
      )
      expect(sessionTokenOf(refused)).toBeUndefined()
    }
  })

  it('refuses a malformed answer with a sentence', async () => {
    const response = passkey.authenticate(await signInOptions(t))
    expectValidationError(await t.call({ method: 'POST', url: PASSKEY_LOGIN_URL, payload: {} }), 'response')
    expectValidationError(
      await signIn({ ...response, response: { ...response.response, signature: '' } }),
      'signature',
    )
  })
})

describe('renaming and removing passkeys (PUT/DELETE members/passkeys/{id})', () => {
  it("renames and removes the member's own; another member's is 404 and stays as it was", async () => {
    const member = await signInMember(t)
    const other = await signInMember(t)
    const { passkey, list: added } = await addSoftPasskey(t, member.headers)
    const saved = added[0] as TAny
    const renamed = expectOk(await rename(saved.id, ' Kitchen tablet ', member.headers))
    expect(renamed.passkeys.map((row: TAny) => row.name)).toEqual(['Kitchen tablet'])
    expectValidationError(await rename(saved.id, '', member.headers), 'name')
    expectValidationError(await rename(saved.id, 'x'.repeat(61), member.headers), 'name')
    expectValidationError(await rename('not-a-uuid', 'Phone', member.headers), 'id')

    expectError(await rename(saved.id, 'Mine now', other.headers), 404, 'NOT_FOUND')
    expectError(await remove(saved.id, other.headers), 404, 'NOT_FOUND')
    expectError(await remove(saved.id, {}), 401, 'SIGN_IN_REQUIRED')
    expect(expectOk(await list(member.headers)).passkeys.map((row: TAny) => row.name)).toEqual([
      'Kitchen tablet',
    ])

    expect(expectOk(await remove(saved.id, member.headers)).passkeys).toEqual([])
    expectError(await remove(saved.id, member.headers), 404, 'NOT_FOUND')
    // A removed passkey signs nobody in.
    expectError(await signIn(passkey.authenticate(await signInOptions(t))), 401, 'CREDENTIALS_INVALID')
  })
})

describe('rate limits (like the password sign-in)', () => {
  it('limits sign-in attempts per client and passkey: 429 RATE_LIMITED', async () => {
    const limited = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' })
    const from = { 'x-forwarded-for': '10.9.0.1' }
    const stranger = new SoftPasskey(limited)
    const options = () =>
      limited.call({ method: 'POST', url: `${PASSKEY_LOGIN_URL}/options`, headers: from }).then(expectOk)
    const attempt = async () =>
      limited.call({
        method: 'POST',
        url: PASSKEY_LOGIN_URL,
        payload: { response: stranger.authenticate((await options()).options) },
        headers: from,
      })
    expectError(await attempt(), 401, 'CREDENTIALS_INVALID')
    const refused = await attempt()
    expectError(refused, 429, 'RATE_LIMITED')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
  })
})
