import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, sessionTokenOf, type TTestApp } from './helper.ts'
import { logIn, PASSWORD, signUpMember } from './member-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const update = (payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'PUT', url: `${API}/users`, payload, headers })
const NEW_PASSWORD = 'smoked turkey club 99'

describe('PUT /api/v1/users', () => {
  it('updates names, phone and birthday; the email stays', async () => {
    const member = await signUpMember(t)
    const user = expectOk(
      await update(
        { first_name: ' Samantha ', last_name: 'Baker-Lee', phone: '15045550199', birthday: '1985-02-28' },
        member.headers,
      ),
    )
    expect(user).toEqual({
      ...member.user,
      first_name: 'Samantha',
      last_name: 'Baker-Lee',
      phone: '15045550199',
      birthday: '1985-02-28',
    })
    const status = expectOk(
      await t.call({ method: 'POST', url: `${API}/users/account-status`, headers: member.headers }),
    )
    expect(status.user).toEqual(user)
    expect(expectOk(await update({ birthday: null }, member.headers)).birthday).toBeNull()
    expect(expectOk(await update({}, member.headers))).toEqual({ ...user, birthday: null })
  })

  it('changes the password with the current one, and ends the other sessions only', async () => {
    const member = await signUpMember(t)
    const other = { token: String(sessionTokenOf(await logIn(t, member.email, PASSWORD))) }
    expectOk(
      await update(
        { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        member.headers,
      ),
    )
    const status = (headers: Record<string, string>) =>
      t.call({ method: 'POST', url: `${API}/users/account-status`, headers })
    expect(expectOk(await status(member.headers)).user.id).toBe(member.user.id)
    expect(expectOk(await status(other)).user).toBeNull()
    expectOk(await logIn(t, member.email, NEW_PASSWORD))
  })

  it('refuses a password change without the right current password (422) and changes nothing', async () => {
    const member = await signUpMember(t)
    for (const current of [undefined, 'not my password']) {
      const response = await update(
        {
          current_password: current,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
          first_name: 'X',
        },
        member.headers,
      )
      expectError(response, 422, 'CREDENTIALS_INVALID')
      expect(response.json.errors.current_password).toBeTruthy()
    }
    expectError(
      await update(
        { current_password: PASSWORD, password: 'password123', password_confirmation: 'password123' },
        member.headers,
      ),
      422,
      'PASSWORD_WEAK',
    )
    expectOk(await logIn(t, member.email, PASSWORD))
    const status = expectOk(
      await t.call({ method: 'POST', url: `${API}/users/account-status`, headers: member.headers }),
    )
    expect(status.user.first_name).toBe('Sam')
  })

  it('answers a clear 400 for an email change instead of ignoring it', async () => {
    const member = await signUpMember(t)
    const response = await update({ email: 'new-address@example.com', first_name: 'Changed' }, member.headers)
    expectValidationError(response, 'email')
    expect(response.json.errors.email).toBe(
      'Your email address cannot be changed here: it is how you sign in. Contact us to change it.',
    )
  })

  it('refuses invalid fields with 400', async () => {
    const member = await signUpMember(t)
    expectValidationError(await update({ phone: '12' }, member.headers), 'phone')
    expectValidationError(await update({ first_name: '' }, member.headers), 'first_name')
    expectValidationError(await update({ birthday: '2020-13-01' }, member.headers), 'birthday')
    expectValidationError(
      await update({ birthday: `${new Date().getUTCFullYear() - 10}-01-01` }, member.headers),
      'birthday',
    )
    expectValidationError(
      await update(
        { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'nope' },
        member.headers,
      ),
      'password_confirmation',
    )
  })

  it('is 401 SIGN_IN_REQUIRED for a guest', async () => {
    expectError(await update({ first_name: 'Guest' }), 401, 'SIGN_IN_REQUIRED')
  })
})
