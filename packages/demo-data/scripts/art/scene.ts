/**
 * The setting each illustration is photographed in (ADR 045): a wall and a table seen at eye level,
 * what the food is served on, props around it (a napkin and fork, herbs, a ramekin, bread), and the
 * light. Composed per product from its category and its own data, seeded by its id, so no two
 * pictures are alike.
 */
import { looseChips } from './snacks.ts'
import { BRAND_RED, type Drawing, dots, f, shade } from './svg.ts'

export type TTable = 'planks' | 'stone' | 'cloth' | 'gingham' | 'paper'
export type TServe = 'plate' | 'board' | 'basket' | 'slate' | 'none'
export type TProp =
  | 'napkin'
  | 'fork'
  | 'spoon'
  | 'herbs'
  | 'pepper'
  | 'ramekin'
  | 'lemon'
  | 'bread'
  | 'berries'
  | 'ice'
  | 'confetti'
  | 'chips'
  | 'pickle'

export type TScene = {
  /** The wall behind, top to bottom. */
  wall: [string, string]
  table: TTable
  tableColor: string
  serve: TServe
  /** How much bigger the food is drawn than the plain cut-out (1 = as drawn). */
  zoom: number
  props: TProp[]
  /** The product's own colour (a sauce, a napkin stripe). */
  accent: string
}

const NAPKINS = ['#C8102E', '#2F5D8A', '#3E7B4F', '#D98E04', '#6B4C9A', '#0F7C7C']
const HERB_GREENS = ['#3F7E2C', '#5B9A3A', '#2F6B2A']

/** The wall and the table, meeting at the horizon (seeded a little up or down). */
function backdrop(d: Drawing, scene: TScene, horizon: number): string {
  const [top, bottom] = scene.wall
  let markup = `<rect width="400" height="${horizon + 2}" fill="${d.grad('v', [top, bottom])}"/>`
  // Warm light falling from the upper left onto the wall.
  const glow = d.def(
    'glow',
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="#FFF4DC" stop-opacity=".5"/><stop offset="1" stop-color="#FFF4DC" stop-opacity="0"/></radialGradient>`,
  )
  markup += `<ellipse cx="${f(d.between(70, 150))}" cy="${f(horizon * 0.35)}" rx="150" ry="${f(horizon * 0.8)}" fill="url(#${glow})"/>`
  // Out-of-focus lights on the wall.
  for (let index = 0; index < 4; index++) {
    const r = d.between(10, 26)
    markup += `<circle cx="${f(d.between(0, 400))}" cy="${f(d.between(10, horizon - 12))}" r="${f(r)}" fill="#FFFFFF" opacity="${f(d.between(0.06, 0.16))}"/>`
  }
  const color = scene.tableColor
  const tableFill = d.grad('v', [shade(color, -0.12), color, shade(color, 0.1)])
  markup += `<rect y="${horizon}" width="400" height="${300 - horizon}" fill="${tableFill}"/>`
  const depth = 300 - horizon
  switch (scene.table) {
    case 'planks': {
      // Boards running away from the eye, meeting toward a far vanishing point.
      let seams = ''
      let grain = ''
      for (let x = -260 + d.between(0, 40); x < 660; x += 92) {
        const xTop = 200 + (x - 200) * 0.42
        seams += `M${f(xTop)},${horizon}L${f(x)},300`
        for (let line = 0; line < 2; line++) {
          const offset = d.between(14, 78)
          const top = 200 + (x + offset - 200) * 0.42
          const wobble = d.between(-6, 6)
          grain += `M${f(top)},${horizon}Q${f((top + x + offset) / 2 + wobble)},${f(horizon + depth / 2)} ${f(x + offset)},300`
        }
      }
      markup +=
        `<path d="${grain}" stroke="${shade(color, -0.3)}" stroke-width="1.2" fill="none" opacity=".35"/>` +
        `<path d="${seams}" stroke="${shade(color, -0.45)}" stroke-width="2" opacity=".55"/>`
      break
    }
    case 'stone': {
      let veins = ''
      for (let index = 0; index < 3; index++) {
        const y = horizon + d.between(10, depth - 10)
        veins += `M-10,${f(y)}C${f(d.between(60, 140))},${f(y + d.between(-30, 30))} ${f(d.between(220, 320))},${f(y + d.between(-40, 40))} 410,${f(y + d.between(-30, 30))}`
      }
      markup += `<path d="${veins}" stroke="${shade(color, -0.25)}" stroke-width="1.4" fill="none" opacity=".5"/>`
      const specks: [number, number][] = []
      for (let index = 0; index < 30; index++) specks.push([d.between(0, 400), d.between(horizon + 4, 298)])
      markup += dots(specks, shade(color, 0.35), 1.6, ' opacity=".6"')
      break
    }
    case 'cloth':
    case 'gingham': {
      const id = d.def(`cloth:${scene.table}:${color}`, (pid) => {
        const check = scene.table === 'gingham'
        const band = check ? shade(color, -0.5) : shade(color, -0.12)
        const size = check ? 22 : 6
        return (
          `<pattern id="${pid}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
          `<rect width="${size}" height="${size / 2}" fill="${band}" opacity="${check ? 0.45 : 0.35}"/>` +
          `<rect width="${size / 2}" height="${size}" fill="${band}" opacity="${check ? 0.45 : 0.25}"/></pattern>`
        )
      })
      markup += `<rect y="${horizon}" width="400" height="${depth}" fill="url(#${id})"/>`
      break
    }
    case 'paper': {
      const fibres: [number, number][] = []
      for (let index = 0; index < 40; index++) fibres.push([d.between(0, 400), d.between(horizon + 4, 298)])
      markup += dots(fibres, shade(color, -0.22), 1.3, ' opacity=".55"', 4, 0.5)
      break
    }
  }
  // The table's back edge catches the light; the wall darkens just above it.
  markup +=
    `<rect y="${horizon - 10}" width="400" height="10" fill="${d.grad('v', ['#000000/0', '#000000/.14'])}"/>` +
    `<rect y="${horizon}" width="400" height="2" fill="#FFFFFF" opacity=".25"/>`
  return markup
}

/** What the food sits on, under it, at the drawing's plate position (centre 200, 226). */
function serving(d: Drawing, serve: TServe, accent: string): string {
  switch (serve) {
    case 'plate':
      return (
        `<ellipse cx="200" cy="226" rx="172" ry="44" fill="${d.grad('v', ['#FFFFFF', '#ECE4D8'])}"/>` +
        `<ellipse cx="200" cy="224" rx="130" ry="30" fill="#FBF8F3" stroke="#E6DCCD" stroke-width="2"/>` +
        `<path d="M64,206Q200,178 336,206" stroke="#FFFFFF" stroke-width="3" fill="none" opacity=".9"/>`
      )
    case 'board': {
      const wood = '#C9915A'
      let grain = ''
      for (let index = 0; index < 5; index++) {
        const y = 214 + index * 7 + d.between(-2, 2)
        grain += `M${f(d.between(40, 70))},${f(y)}Q200,${f(y + d.between(-4, 4))} ${f(d.between(330, 360))},${f(y)}`
      }
      return (
        `<rect x="22" y="210" width="356" height="54" rx="26" fill="${shade(wood, -0.35)}"/>` +
        `<rect x="22" y="198" width="356" height="52" rx="26" fill="${d.grad('v', [shade(wood, 0.2), wood])}"/>` +
        `<path d="${grain}" stroke="${shade(wood, -0.25)}" stroke-width="1.3" fill="none" opacity=".6"/>` +
        `<circle cx="352" cy="224" r="7" fill="${shade(wood, -0.45)}"/>`
      )
    }
    case 'basket': {
      // A red plastic basket lined with checked paper (a po'boy's natural habitat).
      const check = d.def('paper-check', (pid) =>
        [
          `<pattern id="${pid}" width="16" height="16" patternUnits="userSpaceOnUse">`,
          '<rect width="16" height="16" fill="#FFFDF8"/>',
          `<rect width="16" height="8" fill="${BRAND_RED}" opacity=".35"/>`,
          `<rect width="8" height="16" fill="${BRAND_RED}" opacity=".35"/></pattern>`,
        ].join(''),
      )
      return (
        `<path d="M26,214L52,262H348L374,214Z" fill="${d.grad('v', [BRAND_RED, shade(BRAND_RED, -0.35)])}"/>` +
        `<path d="M40,220L66,206H334L360,220L340,238H60Z" fill="url(#${check})"/>` +
        `<path d="M26,214H374" stroke="${shade(BRAND_RED, 0.25)}" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="M70,230V256M120,232V260M170,232V260M230,232V260M280,232V260M330,230V256" stroke="${shade(BRAND_RED, -0.45)}" stroke-width="3" opacity=".5"/>`
      )
    }
    case 'slate':
      return (
        `<path d="M30,208L54,256H346L370,208L346,196H54Z" fill="${d.grad('v', ['#4A4F55', '#2A2D31'])}"/>` +
        `<path d="M54,196H346L370,208" stroke="#6B7178" stroke-width="2" fill="none"/>` +
        dots(
          Array.from({ length: 14 }, () => [d.between(60, 340), d.between(204, 250)] as [number, number]),
          accent,
          2,
          ' opacity=".7"',
        )
      )
    case 'none':
      return ''
  }
}

function napkin(d: Drawing, x: number, y: number, angle: number): string {
  const color = NAPKINS[Math.floor(d.between(0, NAPKINS.length))] ?? BRAND_RED
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${Math.round(angle)})">` +
    `<rect x="-70" y="-34" width="140" height="68" rx="6" fill="${d.grad('v', [shade(color, 0.12), shade(color, -0.15)])}"/>` +
    `<path d="M-70,-18H70M-70,-12H70" stroke="#FFFFFF" stroke-width="3" opacity=".55"/>` +
    `<path d="M-10,-34Q-4,0 -12,34" stroke="${shade(color, -0.35)}" stroke-width="2" fill="none" opacity=".6"/></g>`
  )
}

function fork(x: number, y: number, angle: number): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${Math.round(angle)})" fill="#D5D9DE" stroke="#9AA1A9" stroke-width="1">` +
    '<rect x="-60" y="-4" width="70" height="8" rx="4"/>' +
    '<path d="M8,-7H30V7H8Z"/><path d="M30,-7H58M30,-2.3H58M30,2.3H58M30,7H58" stroke-width="2.4"/></g>'
  )
}

function spoon(x: number, y: number, angle: number): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${Math.round(angle)})">` +
    '<rect x="-64" y="-4" width="70" height="8" rx="4" fill="#D5D9DE" stroke="#9AA1A9"/>' +
    '<ellipse cx="26" cy="0" rx="22" ry="13" fill="#C9CED4" stroke="#9AA1A9"/>' +
    '<ellipse cx="22" cy="-4" rx="9" ry="4" fill="#FFFFFF" opacity=".7"/></g>'
  )
}

/** A few loose leaves (parsley, basil) around a point. */
function herbs(d: Drawing, x: number, y: number, count: number): string {
  let markup = ''
  for (let index = 0; index < count; index++) {
    const lx = x + d.between(-34, 34)
    const ly = y + d.between(-12, 12)
    const angle = Math.round(d.between(0, 360))
    const green = HERB_GREENS[index % HERB_GREENS.length] ?? '#3F7E2C'
    markup += `<path transform="translate(${f(lx)} ${f(ly)}) rotate(${angle})" d="M0,0C5,-8 16,-9 24,0C16,8 5,8 0,0Z" fill="${green}"/>`
  }
  return markup
}

function pepper(d: Drawing, x: number, y: number): string {
  const points: [number, number][] = []
  for (let index = 0; index < 12; index++) points.push([x + d.between(-40, 40), y + d.between(-10, 10)])
  return dots(points, '#2B1D14', 3.2) + dots(points.slice(0, 6), '#F5EFE6', 2.4, '', 3, 1)
}

/** A small white ramekin of sauce at (x, y). */
function ramekin(d: Drawing, x: number, y: number, sauce: string): string {
  return (
    `<path d="M${x - 30},${y}L${x - 26},${y + 26}Q${x},${y + 32} ${x + 26},${y + 26}L${x + 30},${y}Z" fill="${d.grad('h', ['#E4DCD0', '#FFFFFF', '#D8CFC2'])}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="30" ry="8" fill="#F4EFE8"/>` +
    `<ellipse cx="${x}" cy="${y + 1}" rx="25" ry="6" fill="${sauce}"/>` +
    `<ellipse cx="${x - 8}" cy="${y - 1}" rx="7" ry="2" fill="#FFFFFF" opacity=".45"/>`
  )
}

function lemon(x: number, y: number): string {
  return (
    `<path d="M${x - 26},${y}A26,20 0 0 0 ${x + 26},${y}Z" fill="#F2B705"/>` +
    `<path d="M${x - 22},${y}A22,16 0 0 0 ${x + 22},${y}Z" fill="#FBE27A"/>` +
    `<path d="M${x},${y}l-14,10M${x},${y}v15M${x},${y}l14,10" stroke="#FFF6C8" stroke-width="2"/>`
  )
}

/** Two slices of crusty bread, for dipping. */
function bread(d: Drawing, x: number, y: number): string {
  const slice = (cx: number, cy: number, angle: number) =>
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${angle})"><ellipse rx="30" ry="18" fill="#B8762F"/><ellipse rx="25" ry="14" fill="${d.grad('r', ['#FBEBC8', '#EBCB8E'])}"/>` +
    '<circle cx="-8" cy="-3" r="2.4" fill="#D9B06A"/><circle cx="7" cy="4" r="2" fill="#D9B06A"/><circle cx="5" cy="-6" r="1.6" fill="#D9B06A"/></g>'
  return slice(x, y, -12) + slice(x + 34, y + 10, 14)
}

function berries(d: Drawing, x: number, y: number): string {
  let markup = ''
  for (let index = 0; index < 5; index++) {
    const bx = x + d.between(-28, 28)
    const by = y + d.between(-8, 8)
    const blue = index % 2 === 0
    markup += blue
      ? `<circle cx="${f(bx)}" cy="${f(by)}" r="6" fill="#3A4A8C"/><circle cx="${f(bx - 2)}" cy="${f(by - 2)}" r="1.6" fill="#FFFFFF" opacity=".5"/>`
      : `<path transform="translate(${f(bx)} ${f(by)})" d="M0,9C-9,3 -9,-5 -4,-7Q0,-8 0,-5Q0,-8 4,-7C9,-5 9,3 0,9Z" fill="#D7263D"/>`
  }
  return markup + herbs(d, x, y - 6, 2)
}

function iceCubes(d: Drawing, x: number, y: number): string {
  let markup = ''
  for (let index = 0; index < 3; index++) {
    const cx = x + index * 30 + d.between(-4, 4)
    const cy = y + d.between(-6, 6)
    markup += `<rect x="${f(cx - 11)}" y="${f(cy - 11)}" width="22" height="22" rx="5" transform="rotate(${Math.round(d.between(-25, 25))} ${f(cx)} ${f(cy)})" fill="#FFFFFF" opacity=".55" stroke="#FFFFFF"/>`
  }
  return markup
}

function confetti(d: Drawing, horizon: number): string {
  const colors = ['#E0332E', '#2F8FD1', '#F2B705', '#3E9B4F', '#8E5BC4']
  let markup = ''
  colors.forEach((color) => {
    const points: [number, number][] = []
    for (let index = 0; index < 4; index++) points.push([d.between(0, 400), d.between(horizon + 8, 296)])
    markup += dots(points, color, 5, '', 4, -2)
  })
  return markup
}

/** A dill pickle spear lying on the plate's edge. */
function pickleSpear(d: Drawing, x: number, y: number, angle: number): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle})">` +
    `<path d="M-40,0Q-42,-9 -32,-10H34Q44,-8 42,0Q40,8 32,8H-32Q-40,8 -40,0Z" fill="${d.grad('v', ['#8DB04A', '#4E7024'])}"/>` +
    '<path d="M-34,-3Q-33,-8 -28,-8H30Q36,-7 36,-3Q36,1 30,1H-28Q-34,1 -34,-3Z" fill="#CFE08A"/>' +
    dots(
      [
        [-20, -3.5],
        [-6, -3.5],
        [8, -3.5],
        [22, -3.5],
      ],
      '#F4F2C8',
      3,
    ) +
    '</g>'
  )
}

/** The scene around the drawing: backdrop and props (under) and the light (over). */
export function stage(
  d: Drawing,
  scene: TScene,
  ground: { shadowWidth: number; shadowY: number },
): {
  under: string
  plated: { back: string; front: string }
  over: string
} {
  const horizon = Math.round(d.between(96, 122))
  const side = d.random() < 0.5 ? -1 : 1
  const props = new Set(scene.props)
  let under = backdrop(d, scene, horizon)
  // Props behind the food, on the table near the wall.
  const backX = side < 0 ? d.between(300, 350) : d.between(50, 100)
  const backY = horizon + d.between(26, 40)
  if (props.has('ramekin')) under += ramekin(d, Math.round(backX), Math.round(backY), scene.accent)
  else if (props.has('bread')) under += bread(d, backX - 16, backY + 6)
  else if (props.has('lemon')) under += lemon(Math.round(backX), Math.round(backY + 8))
  else if (props.has('berries')) under += berries(d, backX, backY + 10)
  else if (props.has('ice')) under += iceCubes(d, backX - 30, backY + 10)
  // Props in front, beside the food.
  const frontX = side < 0 ? d.between(40, 80) : d.between(320, 360)
  if (props.has('napkin')) under += napkin(d, frontX, 276, side * d.between(8, 22))
  if (props.has('fork')) under += fork(frontX + side * 4, 274, side < 0 ? -20 : 200)
  if (props.has('spoon')) under += spoon(frontX, 272, side < 0 ? -24 : 204)
  if (props.has('herbs')) under += herbs(d, 400 - frontX, 286, 4) + herbs(d, backX, backY + 26, 2)
  if (props.has('pepper')) under += pepper(d, 400 - frontX, 282)
  if (props.has('confetti')) under += confetti(d, horizon)
  // The food's shadow on the table and what it is served on.
  const shadow = d.def(
    'shadow',
    (id) =>
      `<radialGradient id="${id}"><stop offset=".45" stop-color="#2B160A" stop-opacity=".35"/><stop offset="1" stop-color="#2B160A" stop-opacity="0"/></radialGradient>`,
  )
  let back = `<ellipse cx="200" cy="${ground.shadowY + 6}" rx="${ground.shadowWidth + 8}" ry="${f(ground.shadowWidth * 0.24)}" fill="url(#${shadow})"/>`
  back += serving(d, scene.serve, scene.accent)
  if (props.has('chips') && scene.serve !== 'none')
    back += looseChips(d, [
      [side < 0 ? 330 : 70, 214],
      [side < 0 ? 352 : 48, 222],
      [side < 0 ? 338 : 62, 232],
    ])
  let front = ''
  if (props.has('pickle') && scene.serve !== 'none')
    front += pickleSpear(d, side < 0 ? 104 : 296, 244, side < 0 ? -6 : 6)
  // No full-frame light or vignette over the picture: each doubled the time to paint it on a phone
  // without a GPU. The wall's own glow (backdrop) gives the light instead.
  const over = ''
  return { under, plated: { back, front }, over }
}
