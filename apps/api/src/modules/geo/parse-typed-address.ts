import { createRequire } from 'node:module'

/** What `parse-address` (a port of Perl's Geo::StreetAddress::US) makes of a US address line. */
type TParsedLocation = {
  number?: string
  prefix?: string
  street?: string
  type?: string
  suffix?: string
  sec_unit_type?: string
  sec_unit_num?: string
  city?: string
  state?: string
  zip?: string
}

/**
 * A street address as a guest types it: the street line, and the city, state and ZIP they gave.
 * `cityIsPrefix` when the city was read from the end of the text without a state or ZIP: it may still
 * be half typed ('4500 Ross Ave, Dal').
 */
export type TTypedAddress = {
  street: string
  city: string | null
  state: string | null
  zip: string | null
  cityIsPrefix: boolean
}

const require = createRequire(import.meta.url)
const parseLocation = (require('parse-address') as { parseLocation(text: string): TParsedLocation | null })
  .parseLocation

const STATE_CODE = /^[A-Za-z]{2}$/
/** Words that end a street line rather than start a city ('4500 Ross Ave N Dallas'). */
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west'])

/** Words that start a unit, not a city ('123 Elm St Apt 4'). */
const UNITS = new Set(['apt', 'unit', 'ste', 'suite', 'fl', 'floor', 'bldg', 'rm', 'room', 'lot', 'trlr'])
const CITY_WORD = /^[A-Za-z][A-Za-z.'-]*$/

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())

/** '4500 Ross Ave', '123 N Elm St, Apt 4': the street line of a parsed address, in the usual form. */
function streetLine(parsed: TParsedLocation): string | null {
  if (!parsed.number || !parsed.street) return null
  const words = [
    parsed.number,
    parsed.prefix?.toUpperCase(),
    titleCase(parsed.street),
    parsed.type && titleCase(parsed.type),
    parsed.suffix?.toUpperCase(),
  ]
  const line = words.filter(Boolean).join(' ')
  const unit = parsed.sec_unit_type
    ? `${titleCase(parsed.sec_unit_type)} ${parsed.sec_unit_num ?? ''}`.trim()
    : ''
  return unit ? `${line}, ${unit}` : line
}

/**
 * Reads a typed US street address with the kept `parse-address` library: '4500 Ross Ave, Dallas,
 * TX 75204', 'Apt 4, 123 Elm St, 75201', '4500 ross ave 75204'. The library needs a state to find a
 * city, so when it finds neither city nor ZIP the last words after a street type are read as the
 * city ('4500 ross ave dallas', '1 main st new york', '2600 N Central Expy, Richardson TX'): every
 * such reading is answered, longest city first, for the gazetteer to keep the ones that exist.
 * Empty when there is no house number and street, or no city or ZIP to place it by.
 */
export function parseTypedAddress(input: string): TTypedAddress[] {
  const text = input.trim().replace(/\s+/g, ' ')
  if (!/\d/.test(text)) return []
  const whole = parseLocation(text)
  const street = whole && streetLine(whole)
  const readings: TTypedAddress[] = []
  if (whole && street && (whole.zip || whole.city)) {
    readings.push({
      street,
      city: whole.city ? titleCase(whole.city) : null,
      state: whole.state && STATE_CODE.test(whole.state) ? whole.state.toUpperCase() : null,
      zip: whole.zip ? whole.zip.slice(0, 5) : null,
      cityIsPrefix: false,
    })
    // A ZIP places it; a city read with a state name inside it ('1 main st new york') may be wrong.
    if (whole.zip) return readings
  }
  const words = text.split(/[\s,]+/).filter(Boolean)
  const lastWord = words.at(-1) ?? ''
  const hasState = words.length > 3 && STATE_CODE.test(lastWord) && !DIRECTIONS.has(lastWord.toLowerCase())
  const cityEnd = hasState ? words.length - 1 : words.length
  for (let size = 3; size >= 1; size -= 1) {
    if (cityEnd - size < 2) continue
    const cityWords = words.slice(cityEnd - size, cityEnd)
    const first = (cityWords[0] ?? '').toLowerCase()
    if (DIRECTIONS.has(first) || UNITS.has(first) || !cityWords.every((word) => CITY_WORD.test(word)))
      continue
    const head = parseLocation(words.slice(0, cityEnd - size).join(' '))
    const headStreet = head?.type ? streetLine(head) : null
    if (!headStreet) continue
    readings.push({
      street: headStreet,
      city: titleCase(cityWords.join(' ')),
      state: hasState ? lastWord.toUpperCase() : null,
      zip: null,
      cityIsPrefix: !hasState,
    })
  }
  return readings
}
