import { type Drawing, f, shade } from './svg.ts'

/** A closed, slightly irregular round outline around (cx, cy). */
export function blob(d: Drawing, cx: number, cy: number, rx: number, ry: number, points = 14, wobble = 0.05) {
  const list = Array.from({ length: points }, (_, index) => {
    const angle = (index / points) * Math.PI * 2
    const scale = 1 + d.between(-wobble, wobble)
    return [cx + Math.cos(angle) * rx * scale, cy + Math.sin(angle) * ry * scale] as const
  })
  const mid = (a: readonly [number, number], b: readonly [number, number]) => [
    (a[0] + b[0]) / 2,
    (a[1] + b[1]) / 2,
  ]
  const last = list[list.length - 1] ?? [cx, cy]
  const first = list[0] ?? [cx, cy]
  const start = mid(last, first)
  let path = `M${f(start[0] ?? cx)},${f(start[1] ?? cy)}`
  list.forEach((point, index) => {
    const next = list[(index + 1) % list.length] ?? first
    const end = mid(point, next)
    path += `Q${f(point[0])},${f(point[1])} ${f(end[0] ?? cx)},${f(end[1] ?? cy)}`
  })
  return `${path}Z`
}

export type TCookie = 'chocolate' | 'oatmeal' | 'double'

const COOKIE = {
  chocolate: { dough: '#D9A05B', bits: '#4A2616', count: 9 },
  oatmeal: { dough: '#D4A062', bits: '#4B2438', count: 7 },
  double: { dough: '#5E3521', bits: '#24110A', count: 10 },
}

/** One cookie seen from slightly above, centred on (cx, cy). */
export function cookie(d: Drawing, kind: TCookie, cx: number, cy: number, r: number): string {
  const { dough, bits, count } = COOKIE[kind]
  let markup =
    `<path d="${blob(d, cx, cy + r * 0.1, r, r * 0.8, 16, 0.04)}" fill="${shade(dough, -0.3)}"/>` +
    `<path d="${blob(d, cx, cy, r, r * 0.78, 16, 0.04)}" fill="${d.grad('r', [shade(dough, 0.28), dough, shade(dough, -0.18)])}"/>`
  for (let index = 0; index < 4; index++) {
    const x = cx + d.between(-r * 0.5, r * 0.5)
    const y = cy + d.between(-r * 0.4, r * 0.4)
    markup += `<path d="M${f(x)},${f(y)}l${f(d.between(6, 12))},${f(d.between(-4, 4))} ${f(d.between(4, 8))},${f(d.between(2, 6))}" stroke="${shade(dough, 0.35)}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`
  }
  if (kind === 'oatmeal') {
    for (let index = 0; index < 12; index++) {
      const x = cx + d.between(-r * 0.7, r * 0.7)
      const y = cy + d.between(-r * 0.5, r * 0.5)
      markup += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="4" ry="2" fill="#F0D9A8"/>`
    }
  }
  for (let index = 0; index < count; index++) {
    const angle = d.between(0, Math.PI * 2)
    const radius = Math.sqrt(d.random()) * r * 0.72
    const x = cx + Math.cos(angle) * radius
    const y = cy + Math.sin(angle) * radius * 0.78
    const size = r * d.between(0.07, 0.11)
    markup += `<rect x="${f(x - size)}" y="${f(y - size * 0.8)}" width="${f(size * 2)}" height="${f(size * 1.6)}" rx="${f(size * 0.5)}" fill="${bits}" transform="rotate(${f(d.between(0, 90))} ${f(x)} ${f(y)})"/>`
  }
  return markup
}

export function cookiePair(d: Drawing, kind: TCookie): string {
  return cookie(d, kind, 160, 192, 62) + cookie(d, kind, 236, 204, 70)
}

/** Two fudge brownies, one leaning on the other, dusted with sugar. */
export function brownies(d: Drawing): string {
  const piece = (x: number, y: number, w: number, h: number, tilt: number) => {
    const top = d.grad('v', ['#6E4330', '#4E2C1C'])
    let crackle = ''
    for (let index = 0; index < 5; index++) {
      const cx = x + d.between(10, w - 24)
      const cy = y + d.between(6, h * 0.35)
      crackle += `<path d="M${f(cx)},${f(cy)}q8,-4 16,0" stroke="#9A6A4E" stroke-width="2" fill="none" opacity=".7"/>`
    }
    return (
      `<g transform="rotate(${tilt} ${x + w / 2} ${y + h})">` +
      `<path d="M${x},${y + 14}L${x + 24},${y}H${x + w + 24}L${x + w},${y + 14}Z" fill="${top}"/>` +
      `<path d="M${x + w},${y + 14}L${x + w + 24},${y}V${y + h - 14}L${x + w},${y + h}Z" fill="#2E170E"/>` +
      `<rect x="${x}" y="${y + 14}" width="${w}" height="${h - 14}" fill="${d.grad('v', ['#4A2818', '#3A1F12'])}"/>` +
      `${crackle}<path d="M${x + 4},${y + 20}H${x + w - 6}" stroke="#7A4B35" stroke-width="2" opacity=".6"/></g>`
    )
  }
  let sugar = ''
  for (let index = 0; index < 14; index++) {
    sugar += `<circle cx="${f(d.between(130, 280))}" cy="${f(d.between(130, 150))}" r="1.4" fill="#fff" opacity=".85"/>`
  }
  return piece(150, 150, 130, 70, 0) + piece(96, 136, 104, 60, -8) + sugar
}

/** A wedge of cheesecake or key lime pie on a graham crust. */
export function pieSlice(d: Drawing, kind: 'cheesecake' | 'keylime'): string {
  const filling = kind === 'cheesecake' ? '#FBEBC8' : '#E4EFA0'
  const top = d.grad('v', [shade(filling, 0.35), filling])
  const side = d.grad('v', [shade(filling, -0.04), shade(filling, -0.16)])
  let markup =
    `<path d="M300,150Q314,164 314,180V214L108,238V200Z" fill="${side}"/>` +
    `<path d="M108,224L314,200V220L108,244Z" fill="#C98A4A"/>` +
    `<path d="M108,200L270,140Q300,142 314,180Z" fill="${top}"/>`
  for (let index = 0; index < 10; index++) {
    markup += `<circle cx="${f(d.between(116, 306))}" cy="${f(d.between(226, 236) - index * 2)}" r="1.4" fill="#9A6230" opacity=".7"/>`
  }
  if (kind === 'cheesecake') {
    markup +=
      `<path d="M150,186L266,146Q298,148 306,170Q290,176 276,186Q270,200 262,188Q240,196 230,190Q226,206 218,192Q196,200 176,192Q170,200 162,192Z" fill="#C41E2A"/>` +
      `<path d="M240,160c-18,-10 -18,-28 -4,-30c6,0 8,3 8,5c0,-2 3,-5 9,-5c14,3 10,20 -13,30Z" fill="#E0332E"/><path d="M232,132l8,6 10,-6" stroke="#3F7E2C" stroke-width="3" fill="none" stroke-linecap="round"/>`
  } else {
    markup +=
      `<path d="M230,158c-10,-4 -8,-16 4,-16c0,-10 22,-10 22,0c12,0 14,12 4,16c4,8 -30,10 -30,0Z" fill="#FFFDF6" stroke="#EFE6D4"/>` +
      `<circle cx="276" cy="150" r="16" fill="#6E9E2C"/><circle cx="276" cy="150" r="13" fill="#C9E27A"/><path d="M276,137V163M263,150H289M267,141L285,159M285,141L267,159" stroke="#EEF6CF" stroke-width="1.6"/>`
  }
  return markup
}

/** A square of bread pudding with caramelised bananas and rum-butter sauce. */
export function breadPudding(d: Drawing): string {
  let markup =
    `<path d="M120,160L160,140H292L272,160Z" fill="#E8B564"/><path d="M272,160L292,140V204L272,226Z" fill="#A86A2A"/>` +
    `<rect x="120" y="160" width="152" height="66" rx="6" fill="${d.grad('v', ['#DDA04E', '#B97A34'])}"/>`
  for (let index = 0; index < 9; index++) {
    const x = 132 + (index % 5) * 28 + d.between(-4, 4)
    const y = 170 + Math.floor(index / 5) * 26 + d.between(-3, 3)
    markup += `<rect x="${f(x)}" y="${f(y)}" width="20" height="16" rx="5" fill="#F1CC83" opacity=".7"/>`
  }
  markup += `<path d="M124,158Q170,138 280,146Q268,170 252,160Q246,196 236,164Q214,172 200,162Q194,186 184,164Q160,172 150,162Q142,178 136,162Z" fill="#B5651D" opacity=".92"/>`
  for (const [x, y] of [
    [170, 148],
    [206, 144],
    [240, 150],
  ]) {
    markup += `<ellipse cx="${x}" cy="${y}" rx="14" ry="6" fill="#F6E6A6" stroke="#D9B54A" stroke-width="1.5"/><circle cx="${x}" cy="${y}" r="1.6" fill="#9A7A2A"/>`
  }
  return markup
}
