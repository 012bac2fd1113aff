import { describe, expect, it } from 'vitest'
import { INPUT_MAX_LENGTH, PHONE_RULE } from './field-rules.ts'
import { ZSaveAddressBodySchema, ZSignUpBodySchema } from './members.ts'
import { ZCarSchema } from './orders.ts'

/** Which limit a field's schema keeps: the longest run of `sample` it still accepts. */
function longestAccepted(accepts: (value: string) => boolean, sample: string, upTo = 400): number {
  let longest = 0
  for (let length = 1; length <= upTo; length += 1)
    if (accepts(sample.repeat(length).slice(0, length))) longest = length
  return longest
}

const signUp = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  phone: '2145550100',
  password: 'Sandwich-Lover-42',
  password_confirmation: 'Sandwich-Lover-42',
}
const address = { address: '4500 Ross Ave', city: 'Dallas', state: 'TX', zip: '75204' }
const car = { make: 'Honda', model: 'Civic', color: 'Blue' }

/** For each input, the body it belongs to and a character its field accepts. */
const FIELDS: [name: string, accepts: (value: string) => boolean, sample: string][] = [
  ['first_name', (v) => ZSignUpBodySchema.safeParse({ ...signUp, first_name: v }).success, 'a'],
  ['last_name', (v) => ZSignUpBodySchema.safeParse({ ...signUp, last_name: v }).success, 'a'],
  ['email', (v) => ZSignUpBodySchema.safeParse({ ...signUp, email: `${v.slice(5)}@a.co` }).success, 'a'],
  ['address', (v) => ZSaveAddressBodySchema.safeParse({ ...address, address: v }).success, 'a'],
  ['building', (v) => ZSaveAddressBodySchema.safeParse({ ...address, building: v }).success, 'a'],
  ['city', (v) => ZSaveAddressBodySchema.safeParse({ ...address, city: v }).success, 'a'],
  ['state', (v) => ZSaveAddressBodySchema.safeParse({ ...address, state: v }).success, 'a'],
  [
    'zip',
    (v) => ZSaveAddressBodySchema.safeParse({ ...address, zip: v.length === 5 ? v : 'x' }).success,
    '7',
  ],
  ['instructions', (v) => ZSaveAddressBodySchema.safeParse({ ...address, instructions: v }).success, 'a'],
  ['make', (v) => ZCarSchema.safeParse({ ...car, make: v }).success, 'a'],
  ['model', (v) => ZCarSchema.safeParse({ ...car, model: v }).success, 'a'],
  ['color', (v) => ZCarSchema.safeParse({ ...car, color: v }).success, 'a'],
]

describe('INPUT_MAX_LENGTH', () => {
  it.each(FIELDS)('gives the %s input the length its request schema accepts', (name, accepts, sample) => {
    expect(longestAccepted(accepts, sample)).toBe(INPUT_MAX_LENGTH[name])
  })

  it("lets a phone's punctuation in: the form strips it before sending the digits the API keeps", () => {
    const phoneOk = (phone: string) => ZSignUpBodySchema.safeParse({ ...signUp, phone }).success
    expect(phoneOk('1'.padEnd(PHONE_RULE.max, '2'))).toBe(true)
    expect(phoneOk('1'.padEnd(PHONE_RULE.max + 1, '2'))).toBe(false)
    expect(INPUT_MAX_LENGTH.phone).toBeGreaterThanOrEqual('1 (214) 555-0100'.length)
  })
})
