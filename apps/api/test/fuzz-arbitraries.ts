import fc from 'fast-check'

/** The part of JSON Schema (OpenAPI 3) that the route schemas produce. */
export type TSchema = {
  type?: string | string[]
  properties?: Record<string, TSchema>
  required?: string[]
  items?: TSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: TSchema[]
  oneOf?: TSchema[]
  allOf?: TSchema[]
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
  nullable?: boolean
  default?: unknown
}

const NUL = String.fromCharCode(0)
const LONE_HIGH = String.fromCharCode(0xd800)
const LONE_LOW = String.fromCharCode(0xdc00)

/** Objects nested `depth` levels deep: a parser or validator that recurses must not fall over. */
const deep = (depth: number): unknown => {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level++) value = { a: value }
  return value
}

/** Values that broke the API before (ADR 013) or commonly break APIs: each must get a 4xx, never a 5xx. */
export const HOSTILE_VALUES: unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  9_007_199_254_740_992,
  1e308,
  -1,
  0,
  1.5,
  NUL,
  `Ana${NUL}`,
  LONE_HIGH,
  `Main St ${LONE_LOW}`,
  'x'.repeat(1_000_000),
  deep(200),
  [[[[[[[[[[[]]]]]]]]]]],
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  { constructor: { prototype: { isAdmin: true } } },
  null,
  true,
  [],
  {},
  '',
  '   ',
  '0x10',
  '1e3',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '2147483648',
  '🥪',
]
export const hostile = fc.constantFrom(...HOSTILE_VALUES)

/** Strings that stand for a hostile value in a path or query string. */
export const HOSTILE_STRINGS = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '%00',
  `a${NUL}b`,
  LONE_HIGH,
  '%ED%A0%80',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  '',
  '..%2F..%2Fetc',
  'null',
  '00000000-0000-0000-0000-000000000000',
]

const stringFor = (schema: TSchema): fc.Arbitrary<string> => {
  if (schema.format === 'uuid') return fc.uuid()
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern))
    } catch {
      // A pattern JavaScript cannot compile falls back to plain strings.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 80) })
}

const typesOf = (schema: TSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []

/**
 * A value for `schema`: mostly what the schema describes (so requests reach the operations), and at
 * every level now and then a hostile value instead, a key left out, or a key the schema does not know.
 */
export function valueFor(schema: TSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: validFor(schema ?? {}, depth) }, { weight: 1, arbitrary: hostile })
}

function validFor(schema: TSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) return fc.oneof(...variants.map((variant) => validFor(variant, depth)))
  if (schema.allOf?.length) return validFor(Object.assign({}, ...schema.allOf), depth)
  const types = typesOf(schema)
  const [type] = types.filter((name) => name !== 'null')
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object': {
        if (depth > 4 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), fc.string())
        const entries = Object.entries(schema.properties)
        const record = Object.fromEntries(entries.map(([key, value]) => [key, valueFor(value, depth + 1)]))
        // Required keys are mostly present (some left out); optional ones come and go.
        return fc
          .record(record, { requiredKeys: [] })
          .chain((value) =>
            fc.oneof(
              { weight: 6, arbitrary: fc.constant(value) },
              { weight: 1, arbitrary: fc.constant({ ...value, unexpected_key: 'surprise' }) },
            ),
          )
      }
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 6) })
      case 'integer':
        return fc.oneof(
          fc.integer({
            min: Math.max(schema.minimum ?? -1000, -2_147_483_648),
            max: Math.min(schema.maximum ?? 1000, 2_147_483_647),
          }),
          fc.integer({ min: 1, max: 200 }),
        )
      case 'number':
        return fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
        })
      case 'boolean':
        return fc.boolean()
      case 'string':
        return stringFor(schema)
      default:
        return fc.jsonValue({ maxDepth: 2 })
    }
  })()
  return types.includes('null') || schema.nullable ? fc.option(base, { nil: null }) : base
}

/** A path or query value: the schema's own kind of value as text, one of the `known` real ones, or a hostile string. */
export function paramFor(schema: TSchema | undefined, known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(known.length ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
    {
      weight: 3,
      arbitrary: validFor(schema ?? {}, 3).map((value) =>
        typeof value === 'string' ? value : JSON.stringify(value),
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  )
}

/** Percent-encodes a path or query value; a lone surrogate (encodeURIComponent throws) goes as its raw, invalid UTF-8 bytes. */
export function encode(value: string): string {
  if (/%[0-9A-F]{2}/.test(value)) return value
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}
