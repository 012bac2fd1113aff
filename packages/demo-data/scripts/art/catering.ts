import { use, useTurned } from './bowls.ts'
import { chipBag, utensils } from './snacks.ts'
import { BRAND_RED, type Drawing, doorMark, f, shade } from './svg.ts'
import { blob } from './sweets.ts'

export type TMini = { bread: string; meat: string; cheese?: string; top?: 'dome' | 'roll' | 'round' }

/** Defines a small side-view sandwich symbol (about 66 × 44, origin at the bottom centre) and returns its id. */
export function miniSandwich(d: Drawing, mini: TMini): string {
  return d.def(`mini:${mini.bread}:${mini.meat}:${mini.cheese}:${mini.top}`, (id) => {
    const bread = d.grad('v', [shade(mini.bread, -0.15), mini.bread, shade(mini.bread, 0.3)])
    const wide = mini.top === 'roll' ? 40 : 32
    const top =
      mini.top === 'roll'
        ? `<path d="M-${wide},-24C-${wide},-40 ${wide},-40 ${wide},-24Z" fill="${bread}"/><path d="M-22,-33q8,-4 14,0M2,-34q8,-4 14,0" stroke="${shade(mini.bread, 0.45)}" stroke-width="2.5" fill="none"/>`
        : `<path d="M-${wide},-24C-${wide},-${mini.top === 'round' ? 54 : 46} ${wide},-${mini.top === 'round' ? 54 : 46} ${wide},-24Z" fill="${bread}"/>`
    const sesame =
      mini.top === 'round'
        ? '<path d="M-12,-40h3M2,-44h3M14,-36h3M-20,-32h3" stroke="#FBF1D6" stroke-width="2"/>'
        : ''
    const cheese = mini.cheese
      ? `<path d="M-${wide - 1},-20H${wide - 1}V-16H-${wide - 1}ZM-10,-16l4,7 4,-7Z" fill="${mini.cheese}"/>`
      : ''
    return (
      `<g id="${id}"><rect x="-${wide}" y="-8" width="${wide * 2}" height="8" rx="3" fill="${shade(mini.bread, 0.2)}"/>` +
      `<path d="M-${wide + 3},-6C-20,0 20,0 ${wide + 3},-6V-12H-${wide + 3}Z" fill="#7CBF3A"/>` +
      `<rect x="-${wide}" y="-18" width="${wide * 2}" height="8" rx="4" fill="${mini.meat}"/>${cheese}` +
      `<ellipse cx="-12" cy="-22" rx="12" ry="3.5" fill="#E23E2C"/><ellipse cx="12" cy="-22" rx="12" ry="3.5" fill="#E23E2C"/>` +
      `${top}${sesame}</g>`
    )
  })
}

function pinwheel(d: Drawing, filling: string): string {
  return d.def(`pin:${filling}`, (id) => {
    const wrap = '#EFCF92'
    return (
      `<g id="${id}"><ellipse rx="19" ry="16" fill="${shade(wrap, -0.2)}" cy="3"/><ellipse rx="19" ry="15" fill="${wrap}"/>` +
      `<ellipse rx="15" ry="11.5" fill="#7CBF3A"/><ellipse rx="10" ry="7.5" fill="${filling}"/><ellipse rx="4" ry="3" fill="#E23E2C"/>` +
      `<path d="M-14,0A14,11 0 0 1 13,-2A9,7 0 0 1 -7,1" fill="none" stroke="${wrap}" stroke-width="2"/></g>`
    )
  })
}

/** Symbols for desserts and fruit on trays. */
function sweetSymbol(d: Drawing, kind: 'cookie' | 'oat' | 'brownie'): string {
  return d.def(`sweet:${kind}`, (id) => {
    if (kind === 'brownie') {
      return `<g id="${id}"><path d="M-20,-10L-12,-18H24L16,-10Z" fill="#6E4330"/><path d="M16,-10L24,-18V4L16,12Z" fill="#2E170E"/><rect x="-20" y="-10" width="36" height="22" fill="#45251A"/><path d="M-14,-13q6,-3 12,0" stroke="#9A6A4E" stroke-width="1.5" fill="none"/></g>`
    }
    const dough = kind === 'cookie' ? '#D9A05B' : '#D4A062'
    const bits = kind === 'cookie' ? '#4A2616' : '#4B2438'
    return `<g id="${id}"><ellipse cy="3" rx="24" ry="17" fill="${shade(dough, -0.3)}"/><path d="${blob(d, 0, 0, 24, 17, 10, 0.06)}" fill="${dough}"/><circle cx="-8" cy="-4" r="3" fill="${bits}"/><circle cx="7" cy="-6" r="2.6" fill="${bits}"/><circle cx="2" cy="5" r="3" fill="${bits}"/><circle cx="12" cy="3" r="2.2" fill="${bits}"/><circle cx="-13" cy="5" r="2.2" fill="${bits}"/></g>`
  })
}

function fruitSymbol(d: Drawing, kind: 'melon' | 'honeydew' | 'pineapple' | 'grapes'): string {
  return d.def(`fruit:${kind}`, (id) => {
    if (kind === 'grapes') {
      return `<g id="${id}" fill="#7A3E8E"><circle cx="-8" r="7"/><circle cx="6" r="7"/><circle cx="-1" cy="-10" r="7"/><circle cx="-1" cy="10" r="7"/><circle cx="12" cy="-10" r="6"/><circle cx="-4" cy="-3" r="2" fill="#C9A0D6"/></g>`
    }
    if (kind === 'pineapple') {
      return `<g id="${id}"><rect x="-11" y="-11" width="22" height="22" rx="4" fill="#F7D44C"/><rect x="-6" y="-7" width="8" height="4" rx="2" fill="#FFF1A8"/></g>`
    }
    const flesh = kind === 'melon' ? '#F5A04A' : '#C6E08A'
    return `<g id="${id}"><path d="M-24,0A24,14 0 0 0 24,0Z" fill="#9DB86A"/><path d="M-21,0A21,11 0 0 0 21,0Z" fill="${flesh}"/></g>`
  })
}

/** A big oval platter. */
function platter(d: Drawing): string {
  return (
    `<ellipse cx="200" cy="202" rx="186" ry="76" fill="${d.grad('v', ['#FFFFFF', '#E4DDD3'])}"/>` +
    `<ellipse cx="200" cy="198" rx="164" ry="60" fill="#FAF7F2" stroke="#E6DDD0" stroke-width="2"/>`
  )
}

/** Rows of items across the platter: returns positions back to front. */
function rows(counts: number[], jitter: () => number): [number, number][] {
  const spots: [number, number][] = []
  const ys = [170, 200, 232]
  counts.forEach((count, row) => {
    const y = ys[row] ?? 200
    const half = row === 1 ? 128 : 108
    for (let index = 0; index < count; index++) {
      const x = count === 1 ? 200 : 200 - half + (2 * half * index) / (count - 1)
      spots.push([x + jitter(), y + jitter()])
    }
  })
  return spots
}

export type TTray =
  | 'sandwiches'
  | 'veggie'
  | 'poboy'
  | 'pinwheels'
  | 'muffuletta'
  | 'salad'
  | 'sweets'
  | 'fruit'

/** A catering platter piled with the right kind of small items. */
export function tray(d: Drawing, kind: TTray): string {
  let markup = platter(d)
  const jitter = () => d.between(-4, 4)
  if (kind === 'salad') {
    const palette = ['#6DB33F', '#8CC63F', '#4E9A2E', '#A8D45B', '#8A3B5C']
    for (let index = 0; index < 40; index++) {
      const x = d.between(60, 320)
      const y = d.between(160, 232)
      markup += useTurned(d, 'lf', x, y, d.between(-180, 180), ` fill="${palette[index % 5]}"`, 1.1)
    }
    for (let index = 0; index < 10; index++) {
      markup += use(d, index % 2 ? 'tm' : 'cu', d.between(80, 300), d.between(168, 232))
    }
    for (const x of [112, 288]) {
      markup += `<ellipse cx="${x}" cy="158" rx="24" ry="10" fill="#fff" stroke="#E6DDD0" stroke-width="2"/><ellipse cx="${x}" cy="158" rx="19" ry="7" fill="${x < 200 ? '#F3EBD2' : '#B5532F'}"/>`
    }
    return markup
  }
  if (kind === 'fruit') {
    const kinds = ['melon', 'honeydew', 'pineapple', 'grapes'] as const
    rows([5, 6, 5], jitter).forEach(([x, y], index) => {
      const symbol = fruitSymbol(d, kinds[index % kinds.length] ?? 'melon')
      markup += `<use href="#${symbol}" x="${f(x)}" y="${f(y)}"/>`
    })
    for (let index = 0; index < 5; index++) {
      markup += useTurned(d, 'sb', d.between(90, 310), d.between(176, 236), d.between(-30, 30), '', 1.5)
    }
    return markup
  }
  if (kind === 'sweets') {
    rows([5, 6, 5], jitter).forEach(([x, y], index) => {
      const symbol = sweetSymbol(d, (['cookie', 'brownie', 'oat'] as const)[index % 3] ?? 'cookie')
      markup += `<use href="#${symbol}" x="${f(x)}" y="${f(y)}"/>`
    })
    return markup
  }
  if (kind === 'pinwheels') {
    const fillings = ['#E4B46C', '#EECBA0', '#97672F']
    rows([6, 7, 6], jitter).forEach(([x, y], index) => {
      markup += `<use href="#${pinwheel(d, fillings[index % 3] ?? '#E4B46C')}" x="${f(x)}" y="${f(y)}"/>`
    })
    return markup
  }
  const minis: TMini[] =
    kind === 'poboy'
      ? [
          { bread: '#E3A24F', meat: '#F28A4C', top: 'roll' },
          { bread: '#E3A24F', meat: '#92402F', top: 'roll' },
          { bread: '#E3A24F', meat: '#8E3B2A', cheese: '#F7E9C6', top: 'roll' },
        ]
      : kind === 'muffuletta'
        ? [{ bread: '#DDA050', meat: '#B8354B', cheese: '#F7E9C6', top: 'round' }]
        : kind === 'veggie'
          ? [
              { bread: '#C68A4A', meat: '#BEDC8F', cheese: '#F7E9C6' },
              { bread: '#E6B56B', meat: '#E2C28C', cheese: '#F7E9C6' },
            ]
          : [
              { bread: '#C68A4A', meat: '#EECBA0', cheese: '#F4A12A' },
              { bread: '#F1CF8E', meat: '#F09AA2', cheese: '#F6E6A0' },
              { bread: '#A06C43', meat: '#92402F', cheese: '#F7E9C6' },
            ]
  const counts = kind === 'poboy' || kind === 'muffuletta' ? [3, 4, 3] : [4, 5, 4]
  rows(counts, jitter).forEach(([x, y], index) => {
    const mini = minis[index % minis.length] ?? minis[0]
    if (mini) markup += `<use href="#${miniSandwich(d, mini)}" x="${f(x)}" y="${f(y + 14)}"/>`
  })
  return markup
}

export type TBox = 'sandwich' | 'wrap' | 'salad' | 'veggie' | 'poboy'

/** An open kraft lunch box with a sandwich (or wrap, salad…), chips and a cookie peeking out. */
export function lunchBox(d: Drawing, content: TBox): string {
  const kraft = d.grad('v', ['#D9AE7E', '#B8895A'])
  let markup =
    `<path d="M104,150L128,56H296L314,150Z" fill="${d.grad('v', ['#E9C9A0', '#D2A472'])}"/>` +
    `<path d="M112,150L132,66H292L306,150Z" fill="#F0DDC2"/>`
  if (content === 'salad') {
    markup += `<path d="M118,150V104Q118,96 126,96H220Q228,96 228,104V150Z" fill="#fff" fill-opacity=".5" stroke="#E3D8CA" stroke-width="2"/>`
    for (let index = 0; index < 14; index++) {
      markup += useTurned(
        d,
        'lf',
        d.between(124, 206),
        d.between(108, 146),
        d.between(-180, 180),
        ` fill="${['#6DB33F', '#4E9A2E', '#A8D45B'][index % 3]}"`,
      )
    }
    markup += use(d, 'tm', 150, 118) + use(d, 'eg', 196, 124)
  } else if (content === 'wrap') {
    markup += `<g transform="rotate(-10 170 150)"><rect x="130" y="78" width="70" height="78" rx="6" fill="#EFCF92"/><ellipse cx="165" cy="80" rx="35" ry="12" fill="#F7E2B8"/><ellipse cx="165" cy="80" rx="28" ry="9" fill="#7CBF3A"/><ellipse cx="167" cy="80" rx="18" ry="6" fill="#E4B46C"/><ellipse cx="163" cy="80" rx="7" ry="3" fill="#E23E2C"/></g>`
  } else {
    const mini: TMini =
      content === 'poboy'
        ? { bread: '#E3A24F', meat: '#F28A4C', top: 'roll' }
        : content === 'veggie'
          ? { bread: '#C68A4A', meat: '#BEDC8F' }
          : { bread: '#E6B56B', meat: '#EECBA0', cheese: '#F6E6A0' }
    markup += `<use href="#${miniSandwich(d, mini)}" transform="translate(170 152) scale(1.45)"/>`
  }
  markup += chipBag(d, 262, 118, BRAND_RED, 12, 0.5)
  markup +=
    content === 'veggie' || content === 'salad'
      ? `<ellipse cx="296" cy="138" rx="20" ry="14" fill="#F5A04A"/><ellipse cx="290" cy="134" rx="8" ry="5" fill="#C6E08A"/>`
      : ''
  markup += `<use href="#${sweetSymbol(d, 'cookie')}" x="232" y="146"/>`
  return (
    markup +
    `<path d="M96,150H304L296,246H104Z" fill="${kraft}"/>` +
    `<path d="M96,150H304V160H96Z" fill="${shade('#B8895A', -0.1)}" opacity=".5"/>` +
    `<rect x="168" y="176" width="64" height="48" rx="6" fill="${BRAND_RED}"/>` +
    doorMark(188, 182, 24, 36, '#FFFFFF', BRAND_RED)
  )
}

/** Four bags of chips fanned out. */
export function chipsAssortment(d: Drawing): string {
  return (
    chipBag(d, 120, 150, '#2E8B7A', -16, 0.85) +
    chipBag(d, 280, 150, '#4E9A2E', 16, 0.85) +
    chipBag(d, 168, 158, '#E07A1F', -5, 0.9) +
    chipBag(d, 236, 160, BRAND_RED, 6, 0.92)
  )
}

/** An open bakery box of cookies. */
export function cookieBox(d: Drawing): string {
  let markup =
    `<path d="M84,120L118,44H286L318,120Z" fill="${d.grad('v', ['#FFF6EA', '#EADBC6'])}"/>` +
    `<path d="M84,120H318L300,214H102Z" fill="#F4E8D8"/>`
  const kinds = ['cookie', 'oat', 'cookie'] as const
  for (let row = 0; row < 3; row++) {
    for (let index = 0; index < 4; index++) {
      const x = 132 + index * 46 - row * 4
      const y = 138 + row * 26
      markup += `<use href="#${sweetSymbol(d, kinds[(index + row) % 3] ?? 'cookie')}" x="${x}" y="${y}"/>`
    }
  }
  return (
    markup +
    `<path d="M92,192H310L302,246H100Z" fill="${d.grad('v', ['#FFFFFF', '#EDE3D4'])}"/>` +
    `<rect x="176" y="204" width="48" height="34" rx="5" fill="${BRAND_RED}"/>` +
    doorMark(190, 206, 20, 30, '#FFFFFF', BRAND_RED)
  )
}

/** A stack of plates next to a napkin with a fork and knife. */
export function utensilsKit(d: Drawing): string {
  let plates = ''
  for (let index = 0; index < 6; index++) {
    const y = 232 - index * 7
    plates += `<ellipse cx="130" cy="${y}" rx="82" ry="21" fill="${index % 2 ? '#F4EEE6' : '#FFFFFF'}" stroke="#E2D8CA"/>`
  }
  return (
    plates +
    `<ellipse cx="130" cy="197" rx="58" ry="12" fill="none" stroke="#EDE3D5" stroke-width="2"/>` +
    `<g transform="translate(128 58) scale(.74)">${utensils(d)}</g>`
  )
}
