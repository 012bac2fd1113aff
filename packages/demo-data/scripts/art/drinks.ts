import { BRAND_RED, type Drawing, doorMark, f, shade } from './svg.ts'

/** x of the glass wall at height y (the glass narrows toward the bottom). */
const wall = (y: number, side: -1 | 1) => 200 + side * (72 - ((y - 62) * 22) / 182)

function lemonWheel(x: number, y: number, r: number): string {
  let spokes = ''
  for (let index = 0; index < 8; index++) {
    const angle = (index * Math.PI) / 4
    spokes += `M${x},${y}L${f(x + Math.cos(angle) * r * 0.78)},${f(y + Math.sin(angle) * r * 0.78)}`
  }
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#F2B705"/><circle cx="${x}" cy="${y}" r="${f(r * 0.86)}" fill="#FBE27A"/><path d="${spokes}" stroke="#FFF6C8" stroke-width="2"/>`
}

export type TGlass = { liquid: string; garnish?: 'lemon' | 'strawberry'; cream?: boolean; straw?: boolean }

/** A tall glass with ice, a striped straw and a garnish on the rim. */
export function glass(d: Drawing, drink: TGlass): string {
  const top = 96
  const body = `M${f(wall(top, -1))},${top}L150,242Q200,252 250,242L${f(wall(top, 1))},${top}Z`
  let markup = ''
  if (drink.straw !== false) {
    markup += `<path d="M226,228L252,34" stroke="${BRAND_RED}" stroke-width="10" stroke-linecap="round"/><path d="M226,228L252,34" stroke="#fff" stroke-width="10" stroke-dasharray="9 9"/>`
  }
  const fill = d.grad('v', [shade(drink.liquid, 0.22), drink.liquid, shade(drink.liquid, -0.22)])
  markup += `<path d="${body}" fill="${fill}" opacity=".93"/><ellipse cx="200" cy="${top}" rx="${f(wall(top, 1) - 200)}" ry="6" fill="${shade(drink.liquid, 0.3)}"/>`
  if (drink.cream) {
    for (let index = 0; index < 6; index++) {
      markup += `<ellipse cx="${f(d.between(160, 240))}" cy="${f(d.between(104, 150))}" rx="${f(d.between(12, 24))}" ry="${f(d.between(5, 9))}" fill="#D9B48A" opacity=".55"/>`
    }
  }
  for (let index = 0; index < 4; index++) {
    const x = 160 + index * 22 + d.between(-4, 4)
    const y = 100 + (index % 2) * 24 + d.between(0, 8)
    markup += `<rect x="${f(x)}" y="${f(y)}" width="26" height="24" rx="5" fill="#fff" fill-opacity=".38" stroke="#fff" stroke-opacity=".7" transform="rotate(${f(d.between(-25, 25))} ${f(x + 13)} ${f(y + 12)})"/>`
  }
  if (drink.garnish === 'lemon') markup += lemonWheel(176, 180, 16)
  if (drink.garnish === 'strawberry') {
    markup += `<path d="M184,206c-14,-8 -14,-22 -4,-24c4,0 6,2 6,4c0,-2 2,-4 6,-4c10,2 8,16 -8,24Z" fill="#E0332E" opacity=".85"/>`
  }
  markup +=
    `<path d="M128,62L150,244Q200,254 250,244L272,62" fill="none" stroke="#E1D4C4" stroke-width="2.5"/>` +
    `<ellipse cx="200" cy="62" rx="72" ry="9" fill="#fff" fill-opacity=".3" stroke="#E1D4C4" stroke-width="2.5"/>` +
    `<path d="M142,80L158,232" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".6"/>`
  for (let index = 0; index < 8; index++) {
    markup += `<ellipse cx="${f(d.between(160, 250))}" cy="${f(d.between(110, 230))}" rx="1.8" ry="2.6" fill="#fff" opacity=".7"/>`
  }
  if (drink.garnish === 'lemon') markup += lemonWheel(266, 66, 24)
  if (drink.garnish === 'strawberry') {
    markup += `<path d="M268,94c-26,-14 -26,-40 -8,-44c8,-1 10,3 10,6c0,-3 4,-7 12,-6c18,4 14,30 -14,44Z" fill="#E0332E"/><path d="M258,50l10,8 12,-8" stroke="#3F7E2C" stroke-width="4" fill="none" stroke-linecap="round"/>`
  }
  return markup
}

/** A branded paper cup with a lid and a straw. */
export function sodaCup(d: Drawing): string {
  const cup = d.grad('h', ['#E9E1D6', '#FFFFFF', '#F4EEE6', '#D9CFC2'])
  return (
    `<path d="M212,70L226,24" stroke="${BRAND_RED}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M136,92L154,244Q200,252 246,244L264,92Z" fill="${cup}"/>` +
    `<path d="M139,120Q200,104 261,120L256,166Q200,150 144,166Z" fill="${BRAND_RED}"/>` +
    doorMark(190, 120, 20, 30) +
    `<path d="M130,92Q130,80 142,78H258Q270,80 270,92Z" fill="#F7F3EE" stroke="#DDD2C4" stroke-width="2"/>` +
    `<ellipse cx="200" cy="78" rx="52" ry="9" fill="#FBF8F4" stroke="#DDD2C4" stroke-width="2"/>` +
    `<path d="M152,104L166,236" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>`
  )
}

/** A bottle: water (blue, tall) or chocolate milk (glass milk bottle). */
export function bottle(d: Drawing, kind: 'water' | 'milk'): string {
  if (kind === 'water') {
    const body = d.grad('h', ['#BFDDEE', '#F4FBFF', '#D7ECF7', '#A9CFE6'])
    return (
      `<rect x="182" y="34" width="36" height="20" rx="4" fill="#2D7FC1"/>` +
      `<path d="M186,54H214Q216,76 240,92Q246,98 246,112V236Q246,246 236,246H164Q154,246 154,236V112Q154,98 160,92Q184,76 186,54Z" fill="${body}"/>` +
      `<rect x="154" y="140" width="92" height="52" fill="#2D7FC1"/><path d="M154,176L178,160L196,172L220,152L246,170V192H154Z" fill="#fff" opacity=".85"/>` +
      `<path d="M166,104V232" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>`
    )
  }
  const milk = d.grad('h', ['#5E361F', '#8C5634', '#7A4A2C', '#4E2C18'])
  return (
    `<rect x="176" y="42" width="48" height="16" rx="5" fill="${BRAND_RED}"/>` +
    `<path d="M180,58H220V78Q250,98 250,130V234Q250,246 238,246H162Q150,246 150,234V130Q150,98 180,78Z" fill="${milk}"/>` +
    `<rect x="150" y="150" width="100" height="56" fill="#FFF8EC"/><rect x="150" y="150" width="100" height="8" fill="${BRAND_RED}"/>` +
    doorMark(188, 164, 24, 34) +
    `<path d="M162,120V232" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/>`
  )
}

/** A gallon jug of tea or lemonade with fruit beside it. */
export function jug(d: Drawing, liquid: string): string {
  const body = d.grad('v', [shade(liquid, 0.25), liquid, shade(liquid, -0.2)])
  return (
    `<path d="M238,92Q286,92 286,136Q286,160 262,164" fill="none" stroke="#EEE7DD" stroke-width="16"/>` +
    `<rect x="176" y="40" width="44" height="22" rx="5" fill="${BRAND_RED}"/>` +
    `<path d="M182,62H214L238,92Q250,100 250,118V232Q250,246 236,246H140Q126,246 126,232V118Q126,100 146,92Z" fill="#F6F1EA" fill-opacity=".5" stroke="#E0D6C8" stroke-width="2"/>` +
    `<path d="M130,112H246V232Q246,242 236,242H140Q130,242 130,232Z" fill="${body}" opacity=".9"/>` +
    `<rect x="148" y="150" width="80" height="56" rx="6" fill="#FFF8EC"/>` +
    doorMark(176, 158, 24, 36) +
    `<path d="M140,104V230" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>` +
    lemonWheel(290, 226, 22) +
    `<path d="M300,244a20,20 0 0 1 36,-14z" fill="#F2B705"/><path d="M303,241a16,16 0 0 1 29,-11z" fill="#FBE27A"/>`
  )
}

/** A cardboard coffee traveler with cups. */
export function traveler(d: Drawing): string {
  const box = d.grad('h', ['#A97A4C', '#C99A68', '#B88956', '#8E6238'])
  const cup = (x: number) =>
    `<path d="M${x - 22},186L${x - 17},246H${x + 17}L${x + 22},186Z" fill="#FFFDF8" stroke="#DDD2C4" stroke-width="1.5"/><rect x="${x - 22}" y="204" width="44" height="14" fill="${BRAND_RED}"/>`
  return (
    `<path d="M132,82L150,62H260L276,82Z" fill="#D9AE7E"/>` +
    `<rect x="130" y="82" width="148" height="164" rx="6" fill="${box}"/>` +
    `<rect x="180" y="66" width="48" height="10" rx="5" fill="#7A5230"/>` +
    `<rect x="130" y="118" width="148" height="40" fill="${BRAND_RED}"/>` +
    doorMark(192, 122, 22, 32) +
    `<rect x="140" y="208" width="26" height="14" rx="3" fill="#3B2416"/><path d="M146,222h14v10h-14z" fill="#2A170C"/>` +
    cup(312) +
    cup(96)
  )
}

/** A shrink-wrapped pack of water bottles. */
export function waterPack(d: Drawing): string {
  const body = d.grad('h', ['#BFDDEE', '#F4FBFF', '#A9CFE6'])
  d.def(
    'sym:wb',
    () =>
      `<g id="wb"><rect x="-9" y="-2" width="18" height="10" rx="2" fill="#2D7FC1"/><path d="M-8,8H8Q8,16 18,22V86H-18V22Q-8,16 -8,8Z" fill="${body}"/><rect x="-18" y="44" width="36" height="22" fill="#2D7FC1"/><path d="M-18,60L-6,52 4,58 18,48V66H-18Z" fill="#fff" opacity=".8"/></g>`,
  )
  let markup = ''
  for (const [row, y] of [
    [0, 120],
    [1, 150],
  ] as const) {
    for (let index = 0; index < 5; index++) {
      const x = 108 + index * 46 + row * 20
      markup += `<use href="#wb" x="${x}" y="${y}"/>`
    }
  }
  return (
    markup +
    `<path d="M82,170Q80,150 100,146H314Q330,150 330,170V236Q330,246 318,246H96Q84,246 82,236Z" fill="#E6F2F9" fill-opacity=".35" stroke="#fff" stroke-width="2"/>` +
    `<rect x="82" y="200" width="248" height="18" fill="${BRAND_RED}" opacity=".9"/>`
  )
}
