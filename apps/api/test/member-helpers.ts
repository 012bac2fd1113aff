import { expect } from 'vitest'
import { API, type TAny } from './cart-helpers.ts'
import { expectOk, type TJson } from './expect-envelope.ts'
import { mailboxHeaders, sessionTokenOf, type TTestApp } from './helper.ts'

let counter = 0
/** A unique email per call (test files share nothing, but one file signs up many members). */
export const uniqueEmail = (name = 'member') =>
  `${name}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`

export const PASSWORD = 'pastrami on rye 42'

/** A valid sign-up body; `overrides` replace fields. */
export function signUpBody(overrides: TAny = {}): TAny {
  const password = overrides.password ?? PASSWORD
  return {
    first_name: 'Sam',
    last_name: 'Baker',
    email: uniqueEmail(),
    phone: '5045550123',
    password,
    password_confirmation: password,
    birthday: '1990-04-12',
    ...overrides,
  }
}

/** The newest messages of the dev mailbox to one address. */
export async function mailTo(t: TTestApp, to: string): Promise<TJson> {
  const data = expectOk(
    await t.call({
      method: 'GET',
      url: `${API}/dev/mailbox?to=${encodeURIComponent(to)}`,
      headers: mailboxHeaders(),
    }),
  )
  return data.messages
}

/** The token of the newest emailed link to `to` carrying the query parameter `param`. */
export async function linkToken(t: TTestApp, to: string, param: 'confirm' | 'token'): Promise<string> {
  const [message] = await mailTo(t, to)
  expect(message, `no mail to ${to}`).toBeDefined()
  const link = message.links.find((candidate: string) => new URL(candidate).searchParams.has(param))
  expect(link, `no ${param} link in ${message.text}`).toBeDefined()
  return new URL(link).searchParams.get(param) as string
}

export type TMember = {
  email: string
  password: string
  user: TAny
  token: string
  headers: Record<string, string>
  response: { statusCode: number; json: TJson; headers: Record<string, unknown> }
}

/** The session token a sign-in answered (its deli_session cookie; the web channel gets no token header). */
export function issuedToken(response: { headers: Record<string, unknown> }): string {
  const token = sessionTokenOf(response)
  expect(typeof token).toBe('string')
  return token as string
}

/** Signs up through POST users, follows the emailed link (POST users/confirm): a signed-in member. */
export async function signUpMember(
  t: TTestApp,
  overrides: TAny = {},
  headers: Record<string, string> = {},
): Promise<TMember> {
  const body = signUpBody(overrides)
  const accepted = await t.call({ method: 'POST', url: `${API}/users`, payload: body })
  expect(accepted.statusCode, JSON.stringify(accepted.json)).toBe(202)
  const confirm = await linkToken(t, body.email, 'confirm')
  const response = await t.call({
    method: 'POST',
    url: `${API}/users/confirm`,
    payload: { token: confirm },
    headers,
  })
  const data = expectOk(response)
  const token = issuedToken(response)
  return { email: body.email, password: body.password, user: data.user, token, headers: { token }, response }
}

/** Signs in an existing member. */
export async function logIn(
  t: TTestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return t.call({ method: 'POST', url: `${API}/users/login`, payload: { email, password }, headers })
}

/** Set-Cookie headers of a response, parsed: name → { value, attributes (lower-cased) }. */
export function cookiesOf(response: { headers: Record<string, unknown> }) {
  const raw = response.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)]
  const cookies = new Map<string, { value: string; attributes: Map<string, string> }>()
  for (const line of list as string[]) {
    const [pair, ...rest] = line.split(';').map((part) => part.trim())
    const index = (pair ?? '').indexOf('=')
    const name = (pair ?? '').slice(0, index)
    const attributes = new Map<string, string>()
    for (const attribute of rest) {
      const [key, ...value] = attribute.split('=')
      attributes.set((key ?? '').toLowerCase(), value.join('='))
    }
    cookies.set(name, { value: decodeURIComponent((pair ?? '').slice(index + 1)), attributes })
  }
  return cookies
}
