import { BRAND_RED, Drawing, doorMark } from './svg.ts'

/** The wordmark: a red door and 'Red Door Deli', red on transparent. */
export function logo(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 96" width="420" height="96" role="img" aria-label="Red Door Deli">',
    '<title>Red Door Deli</title>',
    doorMark(10, 8, 52, 80),
    `<rect x="4" y="86" width="64" height="6" rx="3" fill="${BRAND_RED}"/>`,
    `<text x="80" y="66" font-family="Georgia, 'Times New Roman', serif" font-size="44" font-weight="700" fill="${BRAND_RED}" textLength="330" lengthAdjust="spacingAndGlyphs">Red Door Deli</text>`,
    '</svg>\n',
  ].join('')
}

/** The square app icon: a white door on brand red. */
export function icon(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    `<rect width="512" height="512" fill="${BRAND_RED}"/>`,
    doorMark(166, 92, 180, 316, '#FFFFFF', BRAND_RED),
    '<rect x="142" y="416" width="228" height="18" rx="9" fill="#FFFFFF"/>',
    '</svg>\n',
  ].join('')
}

/** Shown when a product has no picture: an empty plate with cutlery and a faint door. */
export function placeholder(): string {
  const d = new Drawing(1)
  const steel = d.grad('h', ['#B7BFC7', '#F3F5F7', '#B7BFC7'])
  d.add(
    `<g opacity=".18">${doorMark(186, 188, 28, 40)}</g>`,
    `<rect x="22" y="150" width="10" height="110" rx="5" fill="${steel}"/><path d="M14,120V158M22,120V158M30,120V158M38,120V158" stroke="${steel}" stroke-width="4" stroke-linecap="round"/><rect x="12" y="146" width="28" height="18" rx="6" fill="${steel}"/>`,
    `<rect x="368" y="150" width="10" height="110" rx="5" fill="${steel}"/><path d="M368,160V116Q388,124 386,160Z" fill="${steel}"/>`,
  )
  const under =
    `<rect width="400" height="300" fill="${d.grad('r', ['#FFFCF6', '#F7EBDA'])}"/>` +
    `<ellipse cx="200" cy="226" rx="170" ry="42" fill="${d.grad('v', ['#FFFFFF', '#EFE7DC'])}"/>` +
    '<ellipse cx="200" cy="224" rx="128" ry="29" fill="#FBF8F3" stroke="#EDE3D5" stroke-width="2"/>'
  return d.render({ under, back: '', front: '', over: '', zoom: 1 })
}
