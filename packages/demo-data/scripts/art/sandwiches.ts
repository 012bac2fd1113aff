import { drawLayer, THICKNESS, type TLayer } from './layers.ts'
import { BRAND_RED, type Drawing, dots, f, shade } from './svg.ts'

export type TBreadStyle = 'sliced' | 'pressed' | 'sub' | 'baguette' | 'bun'

export const BREAD_COLORS = {
  White: '#F1CF8E',
  Wheat: '#C68A4A',
  Rye: '#A06C43',
  Sourdough: '#E6B56B',
  roll: '#E3A24F',
  toast: '#DE9D48',
  bun: '#C97A34',
} as const

const GEOMETRY: Record<TBreadStyle, { x0: number; x1: number; bottom: number; top: number }> = {
  sliced: { x0: 96, x1: 304, bottom: 22, top: 48 },
  pressed: { x0: 96, x1: 304, bottom: 22, top: 24 },
  sub: { x0: 66, x1: 334, bottom: 18, top: 44 },
  baguette: { x0: 52, x1: 348, bottom: 16, top: 42 },
  bun: { x0: 124, x1: 276, bottom: 24, top: 64 },
}

/** Height of a dome of width x0..x1 and height h at x (0 at the ends). */
const domeAt = (x: number, x0: number, x1: number, h: number) => {
  const t = (x - (x0 + x1) / 2) / ((x1 - x0) / 2)
  return h * Math.max(0, 1 - t * t) ** 0.55
}

function bottomBread(d: Drawing, style: TBreadStyle, color: string, base: number): string {
  const { x0, x1, bottom: h } = GEOMETRY[style]
  const fill = d.grad('v', [shade(color, 0.42), shade(color, 0.1), shade(color, -0.25)])
  const top = base - h
  if (style === 'sub' || style === 'baguette') {
    return `<path d="M${x0},${top}C${x0},${base - 2} ${x0 + 14},${base} ${x0 + 34},${base}H${x1 - 34}C${x1 - 14},${base} ${x1},${base - 2} ${x1},${top}Z" fill="${fill}"/>`
  }
  const r = style === 'bun' ? 12 : 7
  return `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${h}" rx="${r}" fill="${fill}" stroke="${shade(color, -0.3)}" stroke-width="1.5"/>`
}

function topBread(d: Drawing, style: TBreadStyle, color: string, y: number): string {
  const { x0, x1, top: h } = GEOMETRY[style]
  const mid = (x0 + x1) / 2
  if (style === 'pressed') {
    const fill = d.grad('v', [shade(color, -0.18), color, shade(color, 0.35)])
    let marks = ''
    for (let x = x0 + 22; x < x1 - 16; x += 30) {
      marks += `<path d="M${x},${y - h + 3}l12,${h - 6}" stroke="${shade(color, -0.5)}" stroke-width="4.5" stroke-linecap="round" opacity=".5"/>`
    }
    return `<rect x="${x0}" y="${y - h}" width="${x1 - x0}" height="${h}" rx="7" fill="${fill}" stroke="${shade(color, -0.3)}" stroke-width="1.5"/>${marks}`
  }
  const fill = d.grad('v', [shade(color, -0.2), shade(color, 0.02), shade(color, 0.3)])
  let markup =
    `<path d="M${x0 - 2},${y}C${x0 - 6},${y - h * 0.62} ${x0 + (x1 - x0) * 0.08},${y - h} ${mid},${y - h}` +
    `C${x1 - (x1 - x0) * 0.08},${y - h} ${x1 + 6},${y - h * 0.62} ${x1 + 2},${y}Q${mid},${y + 7} ${x0 - 2},${y}Z" fill="${fill}"/>` +
    `<path d="M${x0 + 4},${y - 2}Q${mid},${y + 5} ${x1 - 4},${y - 2}" fill="none" stroke="${shade(color, 0.55)}" stroke-width="3" opacity=".7"/>` +
    `<ellipse cx="${f(mid - (x1 - x0) * 0.18)}" cy="${f(y - h * 0.7)}" rx="${f((x1 - x0) * 0.2)}" ry="${f(h * 0.12)}" fill="#FFFFFF" opacity=".28"/>`
  const specks = (count: number) => {
    const points: [number, number][] = []
    for (let index = 0; index < count; index++) {
      const x = d.between(x0 + 24, x1 - 24)
      const height = domeAt(x, x0, x1, h)
      if (height >= 14) points.push([x, y - d.between(8, height - 5)])
    }
    return points
  }
  if (style === 'baguette' || color === BREAD_COLORS.Sourdough) {
    const count = style === 'baguette' ? 5 : 2
    for (let index = 0; index < count; index++) {
      const x = x0 + ((x1 - x0) * (index + 0.7)) / (count + 0.4)
      const yy = y - domeAt(x, x0, x1, h) + 9
      markup += `<path d="M${f(x - 14)},${f(yy + 4)}Q${f(x)},${f(yy - 5)} ${f(x + 16)},${f(yy + 1)}" fill="none" stroke="${shade(color, 0.45)}" stroke-width="4" stroke-linecap="round"/>`
    }
    markup += dots(specks(10), '#FFFFFF', 2.6, ' opacity=".55"')
  }
  if (color === BREAD_COLORS.Rye) {
    markup += dots(specks(18), shade(color, -0.5), 2, '', 3, 1)
  }
  if (color === BREAD_COLORS.Wheat) {
    markup += dots(specks(14), shade(color, 0.45), 3, '', 3, -1)
  }
  if (style === 'bun') {
    markup += dots(specks(18), '#FBF1D6', 2.6, '', 3, 1)
  }
  return markup
}

/** A side view of a sandwich: bottom bread, the fillings, top bread, optionally a frilled toothpick. */
export function sandwich(
  d: Drawing,
  options: { style: TBreadStyle; bread: string; layers: TLayer[]; toothpick?: boolean; base?: number },
): string {
  const { style, bread, layers } = options
  const base = options.base ?? 224
  const { x0, x1, bottom } = GEOMETRY[style]
  let markup = bottomBread(d, style, bread, base)
  let y = base - bottom + 3
  for (const layer of layers) {
    const jitter = d.between(-4, 4)
    markup += drawLayer(d, layer, x0 + 4 + jitter, x1 - 4 + jitter, y)
    y -= THICKNESS[layer.kind] * 0.82
  }
  y = Math.round(y)
  markup += topBread(d, style, bread, y - 2)
  if (options.toothpick) {
    const top = y - GEOMETRY[style].top - 26
    markup +=
      `<path d="M212,${f(y - 20)}L216,${f(top)}" stroke="#E8D2A6" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M216,${f(top - 2)}l-7,-9 5,2 2,-8 3,8 5,-2 -6,9Z" fill="${BRAND_RED}"/>` +
      `<circle cx="216" cy="${f(top + 8)}" r="6" fill="#6E8B3D"/><circle cx="214" cy="${f(top + 6)}" r="2" fill="#C8102E"/>`
  }
  return markup
}

/** One half of a wrap standing on its end with the cut face showing the fillings. */
function wrapHalf(
  d: Drawing,
  tortilla: string,
  layers: TLayer[],
  x: number,
  y: number,
  angle: number,
): string {
  const body = d.grad('h', [shade(tortilla, -0.28), shade(tortilla, 0.18), tortilla, shade(tortilla, -0.32)])
  let markup =
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M-42,-108V-6A42,12 0 0 0 42,-6V-108Z" fill="${body}"/>` +
    `<path d="M-42,-40Q0,-28 42,-74" fill="none" stroke="${shade(tortilla, -0.25)}" stroke-width="1.6" opacity=".6"/>`
  for (let index = 0; index < 5; index++) {
    markup += `<ellipse cx="${f(d.between(-30, 30))}" cy="${f(d.between(-95, -15))}" rx="${f(d.between(3, 6))}" ry="2.5" fill="${shade(tortilla, -0.35)}" opacity=".35"/>`
  }
  markup += `<ellipse cx="0" cy="-108" rx="42" ry="16" fill="${shade(tortilla, 0.25)}" stroke="${shade(tortilla, -0.18)}" stroke-width="1.5"/>`
  const colors = layers.length ? layers.map((layer) => layer.color) : ['#7CBF3A']
  const rings: [number, number, number][] = [
    [36, 13, 0],
    [28, 10, 3],
    [20, 7.5, -3],
    [12, 4.5, 2],
  ]
  rings.forEach(([rx, ry, dx], index) => {
    markup += `<ellipse cx="${dx}" cy="-108" rx="${rx}" ry="${ry}" fill="${colors[index % colors.length]}"/>`
  })
  for (let index = 0; index < 6; index++) {
    const color = colors[(index + 1) % colors.length]
    markup += `<circle cx="${f(d.between(-26, 26))}" cy="${f(-108 + d.between(-7, 7))}" r="${f(d.between(2.5, 4.5))}" fill="${color}"/>`
  }
  markup += `<path d="M-34,-108A34,12 0 0 1 32,-110A25,8 0 0 1 -22,-106A16,5 0 0 1 12,-108" fill="none" stroke="${shade(tortilla, 0.3)}" stroke-width="2.4"/></g>`
  return markup
}

/** Two wrap halves leaning on each other. */
export function wrapPair(d: Drawing, tortilla: string, layers: TLayer[]): string {
  return (
    wrapHalf(d, tortilla, layers, 158, 228, -13) + wrapHalf(d, tortilla, [...layers].reverse(), 246, 230, 11)
  )
}
