/** Tiny SVG toolkit for the demo menu illustrations: deduplicated gradients, seeded randomness, colours. */

export const BRAND_RED = '#C8102E'

/** Rounds coordinates so the files stay small: whole pixels, one decimal below 10. */
export const f = (value: number): string =>
  String(Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10)

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so regenerating gives identical files. */
export function rng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Mixes a #rrggbb colour toward black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255
  const weight = Math.abs(amount)
  const channel = (index: number) => {
    const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16)
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(1)}${channel(2)}`
}

/** One SVG document under construction: shared defs (deduplicated by key) plus the drawing. */
export class Drawing {
  readonly random: () => number
  private readonly defs: string[] = []
  private readonly ids = new Map<string, string>()
  private readonly parts: string[] = []

  constructor(seed: number) {
    this.random = rng(seed)
  }

  /** A random number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.random()
  }

  /** Registers a definition once per key; `make` receives the id. Returns the id. */
  def(key: string, make: (id: string) => string): string {
    const known = this.ids.get(key)
    if (known) return known
    const id = `d${this.ids.size}`
    this.ids.set(key, id)
    this.defs.push(make(id))
    return id
  }

  /**
   * A gradient fill: stops are colours, optionally 'colour/opacity'. Direction v (top→bottom),
   * h (left→right) or r (radial, lit from the upper left).
   */
  grad(direction: 'v' | 'h' | 'r', stops: string[]): string {
    const id = this.def(`${direction}:${stops.join(',')}`, (gid) => {
      const body = stops
        .map((stop, index) => {
          const [color, opacity] = stop.split('/')
          const offset = f(stops.length === 1 ? 0 : index / (stops.length - 1))
          return `<stop offset="${offset}" stop-color="${color}"${opacity ? ` stop-opacity="${opacity}"` : ''}/>`
        })
        .join('')
      if (direction === 'r')
        return `<radialGradient id="${gid}" cx=".4" cy=".35" r=".7">${body}</radialGradient>`
      const end = direction === 'v' ? 'x2="0" y2="1"' : 'x2="1" y2="0"'
      return `<linearGradient id="${gid}" ${end}>${body}</linearGradient>`
    })
    return `url(#${id})`
  }

  add(...markup: string[]): this {
    this.parts.push(...markup)
    return this
  }

  /** The drawing so far, for nesting inside a transform. */
  take(): string {
    return this.parts.splice(0).join('')
  }

  /**
   * The final document: the drawing in its scene (ADR 045) — the backdrop and props under it, what it
   * is served on behind it, the food drawn `zoom` times bigger about (200, 200), then the light.
   */
  render(staged: { under: string; back: string; front: string; over: string; zoom: number }): string {
    const z = staged.zoom
    const shift = f(200 - 200 * z)
    return [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">',
      this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '',
      staged.under,
      `<g transform="matrix(${z} 0 0 ${z} ${shift} ${shift})">`,
      staged.back,
      ...this.parts,
      staged.front,
      '</g>',
      staged.over,
      '</svg>\n',
    ].join('')
  }
}

/**
 * A wavy edge from (x0, y) to (x1, y) made of `count` quadratic humps of about `amp` pixels,
 * returned as path commands that continue the current path.
 */
export function wave(
  drawing: Drawing,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  count: number,
): string {
  const step = (x1 - x0) / count
  let path = ''
  for (let index = 0; index < count; index++) {
    const sign = index % 2 === 0 ? 1 : -1
    const control = amp * sign * drawing.between(0.6, 1.2)
    path += `Q${f(x0 + step * (index + 0.5))},${f(y + control)} ${f(x0 + step * (index + 1))},${f(y)}`
  }
  return path
}

/** A band between yTop and yBottom with wavy edges and rounded ends; fill and extra attributes given. */
export function band(
  drawing: Drawing,
  x0: number,
  x1: number,
  yTop: number,
  yBottom: number,
  edges: { top: number; bottom: number; topCount?: number; bottomCount?: number },
  attributes: string,
): string {
  const middle = (yTop + yBottom) / 2
  return (
    `<path d="M${f(x0)},${f(middle)}Q${f(x0)},${f(yTop)} ${f(x0 + 6)},${f(yTop)}` +
    wave(drawing, x0 + 6, x1 - 6, yTop, edges.top, edges.topCount ?? 5) +
    `Q${f(x1)},${f(yTop)} ${f(x1)},${f(middle)}Q${f(x1)},${f(yBottom)} ${f(x1 - 6)},${f(yBottom)}` +
    wave(drawing, x1 - 6, x0 + 6, yBottom, edges.bottom, edges.bottomCount ?? 6) +
    `Q${f(x0)},${f(yBottom)} ${f(x0)},${f(middle)}Z" ${attributes}/>`
  )
}

/**
 * Many small dots (or short dashes when `dx`/`dy` are given) as one path: zero-length segments with
 * round caps render as dots, which is far smaller than one <circle> each.
 */
export function dots(
  points: [number, number][],
  color: string,
  size: number,
  extra = '',
  dx = 0,
  dy = 0,
): string {
  if (points.length === 0) return ''
  const step = dx || dy ? `l${f(dx)},${f(dy)}` : 'h0'
  const path = points.map(([x, y]) => `M${f(x)},${f(y)}${step}`).join('')
  return `<path d="${path}" stroke="${color}" stroke-width="${f(size)}" stroke-linecap="round"${extra}/>`
}

/** Steam curls rising from (x, y). */
export function steam(drawing: Drawing, xs: number[], y: number): string {
  const stroke = drawing.grad('v', ['#FFFFFF/0', '#FFFFFF/.95', '#E9DCCB/.9'])
  return xs
    .map((x, index) => {
      const lean = index % 2 === 0 ? 1 : -1
      const top = y - drawing.between(58, 78)
      return `<path d="M${f(x)},${f(y)}C${f(x - 14 * lean)},${f(y - 18)} ${f(x + 16 * lean)},${f(y - 34)} ${f(x)},${f(y - 46)}S${f(x - 6 * lean)},${f(top + 8)} ${f(x + 4 * lean)},${f(top)}" fill="none" stroke="${stroke}" stroke-width="7" stroke-linecap="round"/>`
    })
    .join('')
}

/** A small red door mark (the brand), drawn inside a w×h box at (x, y). */
export function doorMark(
  x: number,
  y: number,
  w: number,
  h: number,
  color = BRAND_RED,
  ink = '#FFFFFF',
): string {
  const r = w / 2
  const px = w * 0.2
  return (
    `<path d="M${f(x)},${f(y + h)}V${f(y + r)}A${f(r)},${f(r)} 0 0 1 ${f(x + w)},${f(y + r)}V${f(y + h)}Z" fill="${color}"/>` +
    `<rect x="${f(x + px)}" y="${f(y + r * 0.9)}" width="${f(w - 2 * px)}" height="${f(h * 0.28)}" rx="${f(w * 0.06)}" fill="none" stroke="${ink}" stroke-width="${f(w * 0.07)}"/>` +
    `<rect x="${f(x + px)}" y="${f(y + r * 0.9 + h * 0.36)}" width="${f(w - 2 * px)}" height="${f(h * 0.28)}" rx="${f(w * 0.06)}" fill="none" stroke="${ink}" stroke-width="${f(w * 0.07)}"/>` +
    `<circle cx="${f(x + w * 0.72)}" cy="${f(y + h * 0.62)}" r="${f(w * 0.07)}" fill="${ink}"/>`
  )
}
