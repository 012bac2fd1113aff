import { BRAND_RED, type Drawing, dots, f, shade, steam } from './svg.ts'

type TBowl = { cx: number; rimY: number; rx: number; ry: number; depth: number }

/** Small reusable shapes placed with <use>; the ones without a fill take the fill of the <use>. */
const SYMBOLS: Record<string, string> = {
  lf: '<g id="lf"><path d="M0,0C6,-9 20,-11 30,0C20,9 6,9 0,0Z"/><path d="M2,0H26" stroke="#fff" stroke-opacity=".35" stroke-width="1.2"/></g>',
  tm: '<g id="tm"><circle r="7" fill="#E23E2C"/><circle r="4.5" fill="#F47A5E"/><circle cx="-2" cy="-2" r="1.5" fill="#fff" opacity=".5"/></g>',
  cu: '<g id="cu"><circle r="7" fill="#5B8F3A"/><circle r="6" fill="#D8EBB0"/><circle r="2.5" fill="#BFD98A"/></g>',
  eg: '<g id="eg"><ellipse rx="10" ry="7" fill="#FFFDF4"/><circle r="4.5" fill="#F6B823"/></g>',
  ch: '<g id="ch"><rect x="-14" y="-5" width="28" height="10" rx="5" fill="#E4B46C"/><path d="M-7,-4v8M0,-4v8M7,-4v8" stroke="#A8753B" stroke-width="2"/></g>',
  st: '<g id="st"><rect x="-14" y="-5" width="28" height="10" rx="5" fill="#6E3A26"/><rect x="-11" y="-2.5" width="22" height="5" rx="2.5" fill="#C46A5A"/></g>',
  av: '<g id="av"><ellipse rx="12" ry="6" fill="#4E7A2A"/><ellipse rx="10.5" ry="4.8" fill="#CFE38A"/></g>',
  ol: '<g id="ol"><circle r="4.5" fill="#3B2233"/><circle r="1.6" fill="#7A5A6A"/></g>',
  cr: '<rect id="cr" x="-3" y="-3" width="6" height="6" rx="1.5"/>',
  ct: '<rect id="ct" x="-5" y="-5" width="10" height="10" rx="2" fill="#D99A45" stroke="#B57428"/>',
  sb: '<g id="sb"><path d="M0,7C-8,2 -8,-5 -3,-6Q0,-6 0,-4Q0,-6 3,-6C8,-5 8,2 0,7Z" fill="#E0332E"/><path d="M-3,-6l3,2 3,-2" stroke="#3F7E2C" stroke-width="2" fill="none"/></g>',
  on: '<path id="on" d="M-8,2A8,5 0 0 1 8,2" fill="none" stroke="#B56AA8" stroke-width="2.2"/>',
  jl: '<rect id="jl" x="-10" y="-2.5" width="20" height="5" rx="2"/>',
  co: '<g id="co"><ellipse rx="7" ry="4" fill="#8E3B2A"/><ellipse rx="4.5" ry="2.4" fill="#B8614A"/></g>',
  dt: '<circle id="dt" r="2.2"/>',
  sh: '<path id="sh" d="M-5,0q5,-3 10,0" fill="none" stroke-width="2.6" stroke-linecap="round"/>',
}

/** Makes the symbol available and returns a <use> of it. */
export function use(d: Drawing, name: string, x: number, y: number, extra = ''): string {
  const symbol = SYMBOLS[name]
  if (!symbol) throw new Error(`Unknown symbol ${name}`)
  d.def(`sym:${name}`, () => symbol)
  return `<use href="#${name}" x="${f(x)}" y="${f(y)}"${extra}/>`
}

/** A <use> rotated about its own position (and optionally scaled). */
export function useTurned(
  d: Drawing,
  name: string,
  x: number,
  y: number,
  angle: number,
  extra = '',
  scale = 1,
) {
  d.def(`sym:${name}`, () => SYMBOLS[name] ?? '')
  const scaled = scale === 1 ? '' : ` scale(${Math.round(scale * 10) / 10})`
  return `<use href="#${name}" transform="translate(${f(x)} ${f(y)}) rotate(${Math.round(angle)})${scaled}"${extra}/>`
}

function bowlBack(d: Drawing, bowl: TBowl): string {
  const { cx, rimY, rx, ry } = bowl
  return (
    `<ellipse cx="${cx}" cy="${rimY}" rx="${rx}" ry="${ry}" fill="${d.grad('v', ['#F4ECE1', '#FFFFFF'])}"/>` +
    `<ellipse cx="${cx}" cy="${rimY + 2}" rx="${f(rx - 7)}" ry="${f(ry - 4)}" fill="${d.grad('v', ['#D9CCBB', '#F3ECE2'])}"/>`
  )
}

function bowlFront(d: Drawing, bowl: TBowl): string {
  const { cx, rimY, rx, ry, depth } = bowl
  const bottom = rimY + depth
  const body = d.grad('v', ['#FFFFFF', '#F6EFE5', '#DCCDB9'])
  return (
    `<path d="M${cx - rx},${rimY}A${rx},${ry} 0 0 0 ${cx + rx},${rimY}C${f(cx + rx * 0.96)},${f(rimY + depth * 0.75)} ${f(cx + rx * 0.55)},${bottom} ${cx},${bottom}C${f(cx - rx * 0.55)},${bottom} ${f(cx - rx * 0.96)},${f(rimY + depth * 0.75)} ${cx - rx},${rimY}Z" fill="${body}" stroke="#E6DACB" stroke-width="1.5"/>` +
    `<path d="M${f(cx - rx * 0.965)},${rimY + 14}A${f(rx * 0.965)},${ry} 0 0 0 ${f(cx + rx * 0.965)},${rimY + 14}" fill="none" stroke="${BRAND_RED}" stroke-width="3.5"/>` +
    `<path d="M${f(cx - rx * 0.78)},${f(rimY + ry + 14)}Q${f(cx - rx * 0.68)},${f(rimY + depth * 0.78)} ${f(cx - rx * 0.35)},${f(bottom - 7)}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>`
  )
}

/** The filling of a bowl: a dome of height h over the rim whose front edge follows the rim. */
function mound(bowl: TBowl, h: number, fill: string): string {
  const { cx, rimY, rx, ry } = bowl
  const left = f(cx - rx + 6)
  const right = f(cx + rx - 6)
  return `<path d="M${left},${rimY}C${f(cx - rx * 0.78)},${f(rimY - h)} ${f(cx + rx * 0.78)},${f(rimY - h)} ${right},${rimY}A${f(rx - 6)},${f(ry - 3)} 0 0 1 ${left},${rimY}Z" fill="${fill}"/>`
}

/** A random point inside the ellipse (cx, cy, rx, ry). */
function inEllipse(d: Drawing, cx: number, cy: number, rx: number, ry: number): [number, number] {
  const angle = d.between(0, Math.PI * 2)
  const radius = Math.sqrt(d.random())
  return [cx + rx * radius * Math.cos(angle), cy + ry * radius * Math.sin(angle)]
}

/** A random point on a heap of height h over the rim of a bowl, biased toward its visible front. */
function onHeap(d: Drawing, bowl: TBowl, h: number, spread = 0.78): [number, number] {
  const x = bowl.cx + bowl.rx * d.between(-spread, spread)
  const t = (x - bowl.cx) / bowl.rx
  const surface = bowl.rimY - h * (1 - t * t)
  const front = bowl.rimY + (bowl.ry - 6) * Math.sqrt(Math.max(0, 1 - t * t))
  return [x, d.between(surface + 4, Math.max(surface + 6, front))]
}

export type TTopping = { symbol: string; count: number; fill?: string; scale?: number }

const ROUND_SYMBOLS = new Set(['tm', 'cu', 'ol'])

/** Scatters toppings at positions from `where`; tiny dots ('dt') are merged into one path per colour. */
function scatter(d: Drawing, toppings: TTopping[], where: () => [number, number]): string {
  let markup = ''
  for (const topping of toppings) {
    const spots = Array.from({ length: topping.count }, where)
    if (topping.symbol === 'dt') {
      markup += dots(spots, topping.fill ?? '#000', 4.4 * (topping.scale ?? 1))
      continue
    }
    for (const [x, y] of spots) {
      const paint = topping.fill
        ? topping.symbol === 'sh'
          ? ` stroke="${topping.fill}"`
          : ` fill="${topping.fill}"`
        : ''
      markup +=
        ROUND_SYMBOLS.has(topping.symbol) && !topping.scale
          ? use(d, topping.symbol, x, y, paint)
          : useTurned(d, topping.symbol, x, y, d.between(-60, 60), paint, topping.scale ?? 1)
    }
  }
  return markup
}

const GREENS: Record<string, string[]> = {
  romaine: ['#6DB33F', '#8CC63F', '#4E9A2E', '#A8D45B'],
  spinach: ['#2F6F2A', '#3E8733', '#57A23E', '#4A8A36'],
  kale: ['#2F5E34', '#3F7A3D', '#5B8F3A', '#4C7F45'],
  mixed: ['#6DB33F', '#8A3B5C', '#4E9A2E', '#A8D45B', '#3E8733'],
}

/** A salad heaped in a bowl with toppings on top. */
export function salad(d: Drawing, greens: keyof typeof GREENS, toppings: TTopping[]): string {
  const bowl: TBowl = { cx: 200, rimY: 160, rx: 122, ry: 28, depth: 74 }
  const palette = GREENS[greens] ?? []
  const leaves: [number, number, string][] = []
  for (let index = 0; index < 22; index++) {
    const [x, y] = onHeap(d, bowl, 58, 0.8)
    leaves.push([x, y, palette[index % palette.length] ?? '#6DB33F'])
  }
  leaves.sort((a, b) => a[1] - b[1])
  let markup = bowlBack(d, bowl) + mound(bowl, 40, d.grad('v', ['#5E9E35', '#2F6B25']))
  for (const [x, y, color] of leaves) {
    markup += useTurned(d, 'lf', x, y + 4, d.between(-170, -10), ` fill="${color}"`, d.between(1.2, 1.7))
  }
  markup += scatter(d, toppings, () => {
    const [x, y] = onHeap(d, bowl, 54, 0.7)
    return [x, y - 6]
  })
  return markup + bowlFront(d, bowl)
}

export type TSoup = { broth: string; garnish: TTopping[]; swirl?: boolean; rice?: boolean; dollop?: boolean }

/** A bowl of soup seen from above the rim, steaming. */
export function soup(d: Drawing, recipe: TSoup): string {
  const bowl: TBowl = { cx: 200, rimY: 168, rx: 126, ry: 34, depth: 66 }
  const surface = d.grad('r', [shade(recipe.broth, 0.25), recipe.broth, shade(recipe.broth, -0.25)])
  let markup = steam(d, [168, 200, 234], 142) + bowlBack(d, bowl)
  markup += `<ellipse cx="200" cy="171" rx="110" ry="26" fill="${surface}"/>`
  if (recipe.rice) {
    markup += `<ellipse cx="206" cy="168" rx="34" ry="13" fill="#FBF7EC"/><ellipse cx="200" cy="164" rx="16" ry="5" fill="#fff"/>`
  }
  if (recipe.swirl) {
    markup += `<path d="M200,170c10,0 12,-8 2,-10c-16,-2 -28,8 -16,15c14,8 42,4 48,-8c6,-12 -14,-20 -36,-19" fill="none" stroke="#FFF4E2" stroke-width="3.5" stroke-linecap="round"/>`
  }
  markup += scatter(d, recipe.garnish, () => inEllipse(d, 200, 172, 92, 19))
  if (recipe.dollop) {
    markup += `<path d="M184,172c-6,-8 4,-16 12,-13c6,-8 20,-4 18,5c8,2 6,12 -4,12h-22c-6,0 -8,-2 -4,-4Z" fill="#FFFCF2"/>`
  }
  return markup + bowlFront(d, bowl)
}

export type TSide = { mound: string; bits: TTopping[]; rice?: boolean; big?: boolean }

/** A side dish heaped in a smaller bowl (or a large serving bowl for catering). */
export function sideBowl(d: Drawing, side: TSide): string {
  const bowl: TBowl = side.big
    ? { cx: 200, rimY: 168, rx: 140, ry: 30, depth: 74 }
    : { cx: 200, rimY: 172, rx: 104, ry: 24, depth: 66 }
  const heap = side.big ? 62 : 56
  const fill = d.grad('v', [shade(side.mound, 0.2), side.mound, shade(side.mound, -0.15)])
  const { cx, rimY } = bowl
  let markup = bowlBack(d, bowl) + mound(bowl, heap, fill)
  if (side.rice) {
    markup += `<path d="M${cx - 46},${rimY + 6}C${cx - 40},${rimY - heap + 4} ${cx + 44},${rimY - heap + 4} ${cx + 50},${rimY + 6}Z" fill="${d.grad('v', ['#FFFFFF', '#EFE7D6'])}"/>`
  }
  markup += scatter(d, side.bits, () => {
    const [x, y] = onHeap(d, bowl, heap * 0.7, 0.72)
    return [x, y - 2]
  })
  return markup + bowlFront(d, bowl)
}
