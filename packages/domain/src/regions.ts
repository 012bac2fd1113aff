/** Two-letter code to full name: US states, DC, Canadian provinces and territories (spec §3). */
export const REGION_NAMES: Readonly<Record<string, string>> = Object.freeze({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
})

/** 'la' or 'LA' → 'Louisiana'; undefined for an unknown code. */
export function stateName(code: string): string | undefined {
  return REGION_NAMES[code.trim().toUpperCase()]
}

/** A full name ('louisiana') or a code ('la') → 'LA'; undefined when neither matches. */
export function stateCodeFromName(nameOrCode: string): string | undefined {
  const wanted = nameOrCode.trim().toLowerCase()
  const upper = wanted.toUpperCase()
  if (REGION_NAMES[upper] !== undefined) return upper
  return Object.keys(REGION_NAMES).find((code) => REGION_NAMES[code]?.toLowerCase() === wanted)
}

/** URL slug: 'New Orleans' → 'new-orleans', "Po'boys & More" → 'poboys-more', 'Montréal' → 'montreal'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A location's region path '{state}/{city}/{address}', as used by /locations/{path}. */
export function locationPath(store: { state: string; city: string; address: string }): string {
  return `${store.state.trim().toLowerCase()}/${slugify(store.city)}/${slugify(store.address)}`
}
