import { BRAND_RED, type Drawing, doorMark, f, shade } from './svg.ts'
import { blob } from './sweets.ts'

/** A crimped chip bag, centred on (x, y), 100 × 150 before scaling. */
export function chipBag(d: Drawing, x: number, y: number, color: string, angle = 0, scale = 1): string {
  const fill = d.grad('h', [shade(color, -0.3), shade(color, 0.18), color, shade(color, -0.35)])
  const zig = (yy: number, dir: number) => {
    let path = `M-50,${yy}`
    for (let index = 0; index < 10; index++) path += `l5,${-5 * dir} 5,${5 * dir}`
    return path
  }
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">` +
    `<path d="${zig(-70, 1)}L46,50Q0,62 -46,50Z" fill="${fill}"/>` +
    `<path d="${zig(72, -1)}L50,56H-50Z" fill="${shade(color, -0.2)}"/>` +
    `<path d="M-50,-70Q-56,0 -50,56M50,-70Q56,0 50,56" stroke="${shade(color, -0.35)}" stroke-width="3" fill="none"/>` +
    `<ellipse cx="0" cy="-6" rx="34" ry="40" fill="#FFF8EC"/>` +
    doorMark(-10, -34, 20, 28) +
    `<ellipse cx="0" cy="16" rx="16" ry="9" fill="#F2C14E"/><path d="M-10,14q10,-5 20,0" stroke="#D99A28" stroke-width="1.5" fill="none"/>` +
    `<path d="M-36,-56V40" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/></g>`
  )
}

/** Loose kettle chips. */
export function looseChips(d: Drawing, spots: [number, number][]): string {
  return spots
    .map(([x, y]) => {
      const r = d.between(14, 19)
      return `<path d="${blob(d, x, y, r, r * 0.62, 9, 0.12)}" fill="${d.grad('r', ['#FBE08A', '#F2C14E', '#D99A28'])}"/><path d="M${f(x - r * 0.5)},${f(y - 2)}q${f(r * 0.5)},-4 ${f(r)},0" stroke="#D99A28" stroke-width="1.4" fill="none"/>`
    })
    .join('')
}

export function kettleChips(d: Drawing): string {
  return (
    chipBag(d, 176, 150, BRAND_RED, -8, 1.1) +
    looseChips(d, [
      [250, 216],
      [282, 204],
      [228, 232],
      [300, 228],
      [264, 236],
    ])
  )
}

const FRUIT = ['#F5A04A', '#C6E08A', '#F7D44C', '#E0332E', '#7A3E8E']

/** A clear cup of fruit, heaped above the rim. */
export function fruitCup(d: Drawing): string {
  let markup = ''
  const piece = (x: number, y: number, index: number) => {
    const color = FRUIT[index % FRUIT.length] ?? '#F5A04A'
    if (color === '#7A3E8E')
      return `<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="${d.grad('r', ['#B77AC9', color])}"/>`
    return `<rect x="${f(x - 11)}" y="${f(y - 11)}" width="22" height="22" rx="5" fill="${color}" transform="rotate(${Math.round(d.between(-30, 30))} ${f(x)} ${f(y)})"/>`
  }
  for (let index = 0; index < 10; index++) {
    markup += piece(d.between(158, 242), 96 + d.between(-18, 14) - Math.abs(index - 6) * 0.5, index)
  }
  for (let index = 0; index < 18; index++) {
    const y = d.between(118, 232)
    const half = 48 - ((y - 110) * 10) / 130
    markup += piece(d.between(200 - half + 10, 200 + half - 10), y, index + 3)
  }
  return (
    markup +
    `<path d="M158,90h8M182,84h6M214,88h8M170,140h6M206,170h8M186,206h6" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>` +
    `<path d="M148,108L160,240Q200,250 240,240L252,108Z" fill="#fff" fill-opacity=".22" stroke="#E3D8CA" stroke-width="2.5"/>` +
    `<ellipse cx="200" cy="108" rx="52" ry="8" fill="none" stroke="#E3D8CA" stroke-width="2.5"/>` +
    `<path d="M160,122L170,232" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".55"/>`
  )
}

/** Two kosher dill spears. */
export function pickles(d: Drawing): string {
  const spear = (x: number, y: number, angle: number) => {
    let seeds = ''
    for (let index = 0; index < 6; index++) {
      seeds += `<ellipse cx="${f(-70 + index * 26 + d.between(-4, 4))}" cy="-2" rx="3.5" ry="2" fill="#F4F2C8"/>`
    }
    return (
      `<g transform="translate(${x} ${y}) rotate(${angle})">` +
      `<path d="M-104,4Q-110,-14 -90,-18H92Q112,-14 106,4Q100,16 88,16H-90Q-102,16 -104,4Z" fill="${d.grad('v', ['#8DB04A', '#4E7024'])}"/>` +
      `<path d="M-96,-6Q-94,-16 -84,-16H86Q98,-14 98,-6Q98,2 86,2H-84Q-96,2 -96,-6Z" fill="#CFE08A"/>${seeds}</g>`
    )
  }
  return spear(196, 198, -8) + spear(212, 222, 4)
}

/** Three deviled egg halves dusted with paprika. */
export function deviledEggs(d: Drawing): string {
  return [
    [128, 206],
    [272, 206],
    [200, 224],
  ]
    .map(([x = 0, y = 0]) => {
      let dust = ''
      for (let index = 0; index < 7; index++) {
        dust += `<circle cx="${f(x + d.between(-14, 14))}" cy="${f(y - 16 + d.between(-6, 6))}" r="1.5" fill="#C8442B"/>`
      }
      return (
        `<ellipse cx="${x}" cy="${y + 4}" rx="50" ry="26" fill="${d.grad('v', ['#FFFFFF', '#EDE6D6'])}"/>` +
        `<path d="${blob(d, x, y - 10, 26, 16, 10, 0.18)}" fill="${d.grad('r', ['#FBE27A', '#EFB930'])}"/>` +
        `<path d="M${x - 14},${y - 12}q14,-8 28,0M${x - 10},${y - 4}q10,-6 20,0" stroke="#E0A622" stroke-width="2" fill="none"/>${dust}` +
        `<path d="M${x + 6},${y - 24}l8,-6M${x - 4},${y - 22}l-6,-7" stroke="#4E9A2E" stroke-width="2.5" stroke-linecap="round"/>`
      )
    })
    .join('')
}

/** Crispy chicken tenders with a cup of honey mustard. */
export function tenders(d: Drawing): string {
  let markup =
    `<ellipse cx="282" cy="214" rx="34" ry="12" fill="#E9E0D2"/><path d="M248,190V212A34,12 0 0 0 316,212V190Z" fill="#F6F1EA"/>` +
    `<ellipse cx="282" cy="190" rx="34" ry="11" fill="#E9B830"/><ellipse cx="274" cy="187" rx="12" ry="3" fill="#F7D86A"/>`
  for (const [x, y, angle] of [
    [170, 184, -14],
    [178, 208, 6],
    [150, 222, -4],
  ] as const) {
    markup += `<g transform="rotate(${angle} ${x} ${y})"><path d="${blob(d, x, y, 66, 18, 14, 0.1)}" fill="${d.grad('v', ['#F0BD66', '#D38B34', '#A9651E'])}"/>`
    for (let index = 0; index < 8; index++) {
      markup += `<circle cx="${f(x + d.between(-50, 50))}" cy="${f(y + d.between(-10, 8))}" r="1.8" fill="#F7D89A"/>`
    }
    markup += '</g>'
  }
  return markup
}

/** Fork and knife over a folded napkin. */
export function utensils(d: Drawing, extra = ''): string {
  const steel = d.grad('h', ['#9AA3AD', '#F3F5F7', '#B7BFC7'])
  return (
    extra +
    `<g transform="rotate(-12 200 190)"><rect x="120" y="130" width="160" height="110" rx="8" fill="${d.grad('v', ['#FFFFFF', '#EFE7DA'])}"/>` +
    `<rect x="120" y="216" width="160" height="8" fill="${BRAND_RED}"/><path d="M128,140H272" stroke="#E6DCCB" stroke-width="2"/></g>` +
    `<g transform="rotate(-28 200 190)"><rect x="110" y="160" width="120" height="9" rx="4.5" fill="${steel}"/>` +
    `<path d="M230,156H262Q278,156 278,164Q278,172 262,172H230Z" fill="${steel}"/>` +
    `<rect x="110" y="196" width="110" height="9" rx="4.5" fill="${steel}"/><path d="M220,190H250M220,196H252M220,202H252M220,208H250" stroke="#C3CAD1" stroke-width="4" stroke-linecap="round"/><rect x="214" y="190" width="14" height="20" rx="4" fill="${steel}"/></g>`
  )
}

/** Three apple slices fanned out from (x, y), for kids meals. */
export function appleSlices(x: number, y: number, scale = 1): string {
  const slices = [0, 1, 2]
    .map((index) => {
      const cx = index * 18
      const cy = index * 6
      return `<g transform="rotate(${-20 + index * 20} ${cx} ${cy})"><path d="M${cx - 22},${cy}A22,14 0 0 0 ${cx + 22},${cy}Z" fill="${index === 1 ? '#7CB342' : '#D32F2F'}"/><path d="M${cx - 19},${cy}A19,11 0 0 0 ${cx + 19},${cy}Z" fill="#FFF4D6"/><circle cx="${cx}" cy="${cy + 3}" r="1.6" fill="#6B3E1E"/></g>`
    })
    .join('')
  return `<g transform="translate(${x} ${y}) scale(${scale})">${slices}</g>`
}
