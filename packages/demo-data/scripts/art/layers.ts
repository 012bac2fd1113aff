import { band, type Drawing, dots, f, shade, wave } from './svg.ts'

/** How a filling looks from the side of a sandwich. */
export type TLayerKind =
  | 'leaf'
  | 'slice'
  | 'cheese'
  | 'round'
  | 'bacon'
  | 'spread'
  | 'shrimp'
  | 'balls'
  | 'coins'
  | 'strips'
  | 'fried'
  | 'rings'
  | 'strands'
  | 'beans'

export type TLayer = { kind: TLayerKind; color: string; accent?: string }

export const THICKNESS: Record<TLayerKind, number> = {
  leaf: 13,
  slice: 15,
  cheese: 7,
  round: 11,
  bacon: 10,
  spread: 6,
  shrimp: 20,
  balls: 24,
  coins: 13,
  strips: 18,
  fried: 19,
  rings: 8,
  strands: 10,
  beans: 12,
}

const L = (kind: TLayerKind, color: string, accent?: string): TLayer => ({ kind, color, accent })

/** Keyword → filling, in the order fillings are stacked from the bottom bread up. */
const FILLINGS: [RegExp, TLayer][] = [
  [/hummus/, L('spread', '#E2C28C')],
  [/pesto/, L('spread', '#4D8B35')],
  [/peanut butter/, L('slice', '#C98945')],
  [/lettuce|romaine/, L('leaf', '#7CBF3A')],
  [/turkey/, L('slice', '#EECBA0')],
  [/\bham\b/, L('slice', '#F09AA2')],
  [/roast beef|debris/, L('slice', '#92402F')],
  [/pastrami/, L('slice', '#A33C36', '#5A2420')],
  [/corned beef/, L('slice', '#C5574C')],
  [/salami|capicola/, L('slice', '#B8354B', '#F6C9CF')],
  [/roast pork/, L('slice', '#E3B58C')],
  [/brisket/, L('slice', '#70371F', '#2E170E')],
  [/ribeye|steak/, L('strips', '#7B4631')],
  [/blackened chicken/, L('slice', '#8C5531', '#3A2415')],
  [/buffalo chicken/, L('fried', '#D9692E')],
  [/chicken/, L('slice', '#E4B46C')],
  [/shrimp/, L('shrimp', '#F28A4C')],
  [/catfish/, L('fried', '#D99A45')],
  [/sausage|andouille/, L('coins', '#8E3B2A')],
  [/meatball/, L('balls', '#7C3E27', '#C8321F')],
  [/falafel/, L('balls', '#97672F')],
  [/black beans/, L('beans', '#3A2A2C')],
  [/fried green tomato/, L('round', '#D9B552', '#9DBB4E')],
  [/cheddar/, L('cheese', '#F4A12A')],
  [/american|three-cheese/, L('cheese', '#F7C544')],
  [/swiss/, L('cheese', '#F6E6A0')],
  [/provolone|mozzarella|brie/, L('cheese', '#F7E9C6')],
  [/pepper jack/, L('cheese', '#F3E2AE', '#D3472F')],
  [/sauerkraut/, L('strands', '#E8DC98')],
  [/jam\b/, L('spread', '#8C2248')],
  [/mustard/, L('spread', '#DDAA1F')],
  [/bacon/, L('bacon', '#B4432E', '#F2B6A0')],
  [/avocado/, L('round', '#8FBE4F', '#D7E69A')],
  [/cucumber/, L('round', '#BEDC8F', '#EEF6D8')],
  [/(?<!green )tomato/, L('round', '#E23E2C', '#F57C62')],
  [/onion|peppers/, L('rings', '#B56AA8')],
  [/pickle/, L('round', '#8AAE45', '#C9DB8B')],
  [/pepperoncini/, L('round', '#BFCB4C', '#E3EA9A')],
  [/spinach|basil|kale|sprouts/, L('leaf', '#3F7E2C')],
]

/** The fillings named in a product's text, bottom to top, at most `max`. */
export function fillingsOf(text: string, max = 6): TLayer[] {
  const lower = text.toLowerCase()
  return FILLINGS.filter(([pattern]) => pattern.test(lower))
    .map(([, layer]) => layer)
    .slice(0, max)
}

/** Draws one filling occupying [yBottom − thickness, yBottom] between x0 and x1. */
export function drawLayer(d: Drawing, layer: TLayer, x0: number, x1: number, yBottom: number): string {
  const { color, accent } = layer
  const yTop = yBottom - THICKNESS[layer.kind]
  const span = x1 - x0
  const row = (count: number, draw: (cx: number, index: number) => string) =>
    Array.from({ length: count }, (_, index) => draw(x0 + (span * (index + 0.5)) / count, index)).join('')
  switch (layer.kind) {
    case 'leaf':
      return band(
        d,
        x0 - 12,
        x1 + 12,
        yTop,
        yBottom + 4,
        { top: 2, bottom: 6, topCount: 6, bottomCount: 14 },
        `fill="${d.grad('v', [shade(color, 0.2), color, shade(color, -0.22)])}"`,
      )
    case 'slice': {
      const fill = d.grad('v', [shade(color, 0.14), color, shade(color, -0.2)])
      let markup = band(
        d,
        x0 - 5,
        x1 + 5,
        yTop,
        yBottom,
        { top: 3, bottom: 4, topCount: 4 },
        `fill="${fill}"`,
      )
      markup += `<path d="M${f(x0 + 4)},${f(yTop + 3)}${wave(d, x0 + 4, x1 - 4, yTop + 3, 2, 4)}" fill="none" stroke="${shade(color, 0.35)}" stroke-width="1.6" stroke-linecap="round" opacity=".8"/>`
      if (accent) {
        const points = Array.from({ length: 8 }, (_, index): [number, number] => [
          x0 + (span * (index + 0.5)) / 8 + d.between(-6, 6),
          yTop + d.between(5, 9),
        ])
        markup += dots(points, accent, 3.2)
      }
      return markup
    }
    case 'cheese': {
      const drips = [0.22, 0.58, 0.86].map((at) => {
        const x = x0 + span * at
        const depth = d.between(9, 16)
        return `M${f(x - 9)},${f(yBottom - 1)}C${f(x - 7)},${f(yBottom + 5)} ${f(x - 5)},${f(yBottom + depth)} ${f(x)},${f(yBottom + depth)}C${f(x + 5)},${f(yBottom + depth)} ${f(x + 7)},${f(yBottom + 5)} ${f(x + 9)},${f(yBottom - 1)}Z`
      })
      const fill = d.grad('v', [shade(color, 0.25), color, shade(color, -0.08)])
      const flecks = accent
        ? dots(
            Array.from({ length: 6 }, (_, index): [number, number] => [
              x0 + (span * (index + 0.5)) / 6,
              yTop + 3,
            ]),
            accent,
            2.4,
          )
        : ''
      return `<path d="M${f(x0 - 4)},${f(yTop)}H${f(x1 + 4)}V${f(yBottom)}H${f(x0 - 4)}Z${drips.join('')}" fill="${fill}"/>${flecks}`
    }
    case 'round':
      return row(5, (cx, index) => {
        const y = yTop + THICKNESS.round / 2 + (index % 2) * 1.5
        return `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(span / 9)}" ry="5.5" fill="${color}"/><ellipse cx="${f(cx)}" cy="${f(y - 0.5)}" rx="${f(span / 14)}" ry="3" fill="${accent ?? shade(color, 0.3)}"/>`
      })
    case 'bacon':
      return [0, 1]
        .map((index) => {
          const y = yTop + 3 + index * 4
          const path = `M${f(x0 - 8 + index * 10)},${f(y)}${wave(d, x0 - 8 + index * 10, x1 + 6 - index * 8, y, 4, 8)}`
          const id = d.def(
            `bacon:${path}`,
            (pid) => `<path id="${pid}" d="${path}" fill="none" stroke-linecap="round"/>`,
          )
          return `<use href="#${id}" stroke="${color}" stroke-width="5.5"/><use href="#${id}" stroke="${accent}" stroke-width="1.6"/>`
        })
        .join('')
    case 'spread':
      return band(d, x0 - 2, x1 + 2, yTop, yBottom, { top: 1.5, bottom: 2 }, `fill="${color}"`)
    case 'shrimp':
      return row(6, (cx, index) => {
        const flip = index % 2 === 0 ? 1 : -1
        const cy = yTop + 10
        const path = `M${f(cx - 10 * flip)},${f(cy + 2)}A10,9 0 1 1 ${f(cx + 8 * flip)},${f(cy + 6)}`
        return `<path d="${path}" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round"/><path d="${path}" fill="none" stroke="#FFD2B0" stroke-width="8" stroke-dasharray="1.5 5" opacity=".8"/>`
      })
    case 'balls': {
      const fill = d.grad('r', [shade(color, 0.3), color, shade(color, -0.3)])
      const sauce = accent
        ? band(
            d,
            x0 - 4,
            x1 + 4,
            yBottom - 7,
            yBottom + 3,
            { top: 2, bottom: 4, bottomCount: 9 },
            `fill="${accent}"`,
          )
        : ''
      const count = Math.max(4, Math.round(span / 26))
      return `${sauce}${row(count, (cx) => `<circle cx="${f(cx + d.between(-3, 3))}" cy="${f(yTop + 11 + d.between(-2, 2))}" r="14" fill="${fill}"/>`)}`
    }
    case 'coins':
      return row(6, (cx) => {
        const y = yTop + 6 + d.between(-1, 1)
        return `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(span / 10)}" ry="6" fill="${color}"/><ellipse cx="${f(cx)}" cy="${f(y - 1)}" rx="${f(span / 14)}" ry="3.5" fill="${shade(color, 0.25)}"/>`
      })
    case 'strips': {
      const colors = [color, color, shade(color, 0.15), '#4F9A3A', '#D8442F', '#F0E3C2']
      return Array.from({ length: 24 }, (_, index) => {
        const x = x0 - 6 + d.between(0, span - 8)
        const y = yTop + 4 + d.between(0, 11)
        return `<path d="M${f(x)},${f(y)}q${f(d.between(8, 14))},${f(d.between(-5, 5))} ${f(d.between(16, 24))},${f(d.between(-2, 2))}" stroke="${colors[index % colors.length]}" stroke-width="6" stroke-linecap="round" fill="none"/>`
      }).join('')
    }
    case 'fried': {
      const fill = d.grad('v', [shade(color, 0.25), color, shade(color, -0.25)])
      const crumbs = dots(
        Array.from({ length: 10 }, (_, index): [number, number] => [
          x0 + (span * (index + 0.5)) / 10,
          yTop + d.between(4, 12),
        ]),
        shade(color, -0.35),
        2.8,
      )
      return (
        band(d, x0 - 8, x1 + 8, yTop, yBottom, { top: 4, bottom: 3, topCount: 10 }, `fill="${fill}"`) + crumbs
      )
    }
    case 'rings':
      return row(5, (cx) => {
        const rx = d.between(9, 13)
        return `<path d="M${f(cx - rx)},${f(yBottom - 2)}a${f(rx)},5 0 1 1 ${f(rx * 2)},0" fill="none" stroke="${color}" stroke-width="2.6"/>`
      })
    case 'strands':
      return Array.from({ length: 16 }, () => {
        const x = x0 - 8 + d.between(0, span + 16)
        const y = yTop + d.between(2, 8)
        return `<path d="M${f(x)},${f(y)}q8,${f(d.between(-4, 4))} 16,${f(d.between(-2, 6))}" stroke="${color}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`
      }).join('')
    case 'beans':
      return (
        band(d, x0, x1, yTop + 2, yBottom, { top: 2, bottom: 2 }, 'fill="#E9D9A8"') +
        dots(
          Array.from({ length: 12 }, (_, index): [number, number] => [
            x0 + (span * (index + 0.5)) / 12,
            yTop + 5 + (index % 2),
          ]),
          color,
          6,
          '',
          3,
          0,
        ) +
        dots(
          Array.from({ length: 5 }, (_, index): [number, number] => [
            x0 + (span * (index + 0.3)) / 5,
            yTop + 3,
          ]),
          '#F5C842',
          5,
        )
      )
  }
}
