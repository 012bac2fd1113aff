/**
 * Writes the shipped menu illustrations: one SVG per product in packages/demo-data/images/<slug>.svg,
 * plus logo.svg, icon.svg and placeholder.svg. Deterministic (seeded by product id), so re-running only
 * changes files whose product changed. Run from the repository root:
 *   node_modules/.bin/node packages/demo-data/scripts/generate-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoCatalog, demoImagesDir, DEMO_IMAGE_MAX_BYTES as MAX_BYTES } from '../src/index.ts'
import type { TDemoCategory, TDemoProduct } from '../src/types.ts'
import { salad, sideBowl, soup } from './art/bowls.ts'
import { icon, logo, placeholder } from './art/brand.ts'
import {
  chipsAssortment,
  cookieBox,
  lunchBox,
  type TBox,
  type TTray,
  tray,
  utensilsKit,
} from './art/catering.ts'
import { bottle, glass, jug, sodaCup, traveler, waterPack } from './art/drinks.ts'
import { fillingsOf } from './art/layers.ts'
import { CARROT, SALAD_TOPPINGS, SIDES, SOUPS } from './art/recipes.ts'
import { BREAD_COLORS, sandwich, type TBreadStyle, wrapPair } from './art/sandwiches.ts'
import { stage } from './art/scene.ts'
import { sceneFor } from './art/settings.ts'
import { appleSlices, deviledEggs, fruitCup, kettleChips, pickles, tenders, utensils } from './art/snacks.ts'
import { Drawing } from './art/svg.ts'
import { breadPudding, brownies, cookiePair, pieSlice } from './art/sweets.ts'

type TGround = { plate: boolean; shadowWidth?: number; shadowY?: number }
const PLATE: TGround = { plate: true }
const BOWL: TGround = { plate: false, shadowWidth: 150, shadowY: 236 }
const TALL: TGround = { plate: false, shadowWidth: 110, shadowY: 246 }

const TORTILLAS: Record<string, string> = {
  'Flour Tortilla': '#EFCF92',
  'Spinach Tortilla': '#8DB65A',
  'Whole Wheat Tortilla': '#C99A62',
}

const defaultOption = (product: TDemoProduct, group: string) =>
  product.optionGroups
    .find((candidate) => candidate.name === group)
    ?.options.find((option) => option.isDefault)?.name

const breadColor = (product: TDemoProduct, fallback: string): string =>
  BREAD_COLORS[(defaultOption(product, 'Bread') ?? '') as keyof typeof BREAD_COLORS] ?? fallback

const find = <T>(table: [RegExp, T][], text: string): T | undefined =>
  table.find(([pattern]) => pattern.test(text))?.[1]

/** Draws the product into `d` and returns how it sits on the table. */
function illustrate(d: Drawing, product: TDemoProduct, category: TDemoCategory): TGround {
  const name = product.name.toLowerCase()
  const text = `${name} ${product.description.toLowerCase()}`
  const layers = fillingsOf(text)
  const sandwichOf = (style: TBreadStyle, fallback: string, toothpick = false) =>
    sandwich(d, { style, bread: breadColor(product, fallback), layers, toothpick })

  switch (category.slug) {
    case 'signature-sandwiches':
      d.add(sandwichOf('sliced', BREAD_COLORS.Sourdough, true))
      return PLATE
    case 'poboys':
      d.add(sandwichOf('baguette', BREAD_COLORS.roll))
      return PLATE
    case 'hot-sandwiches': {
      const style: TBreadStyle = /philly|meatball/.test(name)
        ? 'sub'
        : /brisket/.test(name)
          ? 'bun'
          : 'pressed'
      const fallback =
        style === 'bun' ? BREAD_COLORS.bun : style === 'sub' ? BREAD_COLORS.roll : BREAD_COLORS.toast
      d.add(sandwichOf(style, style === 'pressed' ? BREAD_COLORS.toast : fallback))
      return PLATE
    }
    case 'wraps': {
      const tortilla = /lettuce wrap/.test(name)
        ? '#9CCB5A'
        : (TORTILLAS[defaultOption(product, 'Tortilla') ?? ''] ?? '#EFCF92')
      const lettuceWrap = /lettuce wrap/.test(name)
      d.add(wrapPair(d, tortilla, lettuceWrap ? layers.filter((layer) => layer.kind !== 'leaf') : layers))
      return PLATE
    }
    case 'salads': {
      const greens = /kale/.test(text)
        ? 'kale'
        : /spinach/.test(text)
          ? 'spinach'
          : /mixed greens/.test(text)
            ? 'mixed'
            : 'romaine'
      const toppings = SALAD_TOPPINGS.filter(([pattern]) => pattern.test(text)).map(([, topping]) => topping)
      d.add(salad(d, greens, toppings))
      return BOWL
    }
    case 'soups':
      d.add(soup(d, find(SOUPS, name) ?? { broth: '#E8B64E', garnish: [CARROT] }))
      return BOWL
    case 'kids':
    case 'sides':
    case 'desserts':
      return snack(d, product, name, layers)
    case 'drinks':
      return drink(d, name)
    case 'catering-trays': {
      const kind: TTray = /po'boy/.test(name)
        ? 'poboy'
        : /wrap/.test(name)
          ? 'pinwheels'
          : /muffuletta/.test(name)
            ? 'muffuletta'
            : /salad/.test(name)
              ? 'salad'
              : /cookie/.test(name)
                ? 'sweets'
                : /fruit/.test(name)
                  ? 'fruit'
                  : /veggie/.test(name)
                    ? 'veggie'
                    : 'sandwiches'
      d.add(tray(d, kind))
      return { plate: false, shadowWidth: 186, shadowY: 250 }
    }
    case 'boxed-lunches': {
      const kind: TBox = /wrap/.test(name)
        ? 'wrap'
        : /salad/.test(name)
          ? 'salad'
          : /vegan/.test(name)
            ? 'veggie'
            : /po'boy/.test(name)
              ? 'poboy'
              : 'sandwich'
      d.add(lunchBox(d, kind))
      return { plate: false, shadowWidth: 130, shadowY: 246 }
    }
    default:
      return cateringExtra(d, name)
  }
}

function snack(
  d: Drawing,
  product: TDemoProduct,
  name: string,
  layers: ReturnType<typeof fillingsOf>,
): TGround {
  const side = find(SIDES, name)
  if (side) {
    d.add(sideBowl(d, side))
    return BOWL
  }
  if (/tenders/.test(name)) d.add(tenders(d))
  else if (/grilled cheese/.test(name))
    d.add(sandwich(d, { style: 'pressed', bread: BREAD_COLORS.toast, layers }))
  else if (/^kids/.test(name)) {
    const kidSandwich = sandwich(d, {
      style: 'sliced',
      bread: breadColor(product, BREAD_COLORS.White),
      layers,
    })
    d.add(`<g transform="translate(-22 24) scale(.9)">${kidSandwich}</g>`, appleSlices(284, 204, 1.4))
  } else if (/chips/.test(name)) {
    d.add(kettleChips(d))
    return TALL
  } else if (/fruit/.test(name)) {
    d.add(fruitCup(d))
    return TALL
  } else if (/pickle/.test(name)) d.add(pickles(d))
  else if (/deviled/.test(name)) d.add(deviledEggs(d))
  else if (/utensils/.test(name)) {
    d.add(utensils(d))
    return { plate: false, shadowWidth: 120, shadowY: 240 }
  } else if (/brownie/.test(name)) d.add(brownies(d))
  else if (/cheesecake/.test(name)) d.add(pieSlice(d, 'cheesecake'))
  else if (/key lime/.test(name)) d.add(pieSlice(d, 'keylime'))
  else if (/bread pudding/.test(name)) d.add(breadPudding(d))
  else if (/cookie/.test(name))
    d.add(cookiePair(d, /oatmeal/.test(name) ? 'oatmeal' : /double/.test(name) ? 'double' : 'chocolate'))
  else throw new Error(`No illustration for ${product.name}`)
  return PLATE
}

function drink(d: Drawing, name: string): TGround {
  if (/soda/.test(name)) d.add(sodaCup(d))
  else if (/water/.test(name)) d.add(bottle(d, 'water'))
  else if (/milk/.test(name)) d.add(bottle(d, 'milk'))
  else if (/strawberry/.test(name)) d.add(glass(d, { liquid: '#F49AA2', garnish: 'strawberry' }))
  else if (/lemonade/.test(name)) d.add(glass(d, { liquid: '#F9E27D', garnish: 'lemon' }))
  else if (/cold brew/.test(name)) d.add(glass(d, { liquid: '#3B2416', cream: true }))
  else if (/unsweet/.test(name)) d.add(glass(d, { liquid: '#B86A2C', garnish: 'lemon' }))
  else d.add(glass(d, { liquid: '#9A4A16', garnish: 'lemon' }))
  return TALL
}

function cateringExtra(d: Drawing, name: string): TGround {
  const side = find(SIDES, name)
  if (side) d.add(sideBowl(d, side))
  else if (/chips/.test(name)) d.add(chipsAssortment(d))
  else if (/tea/.test(name)) d.add(jug(d, '#9A4A16'))
  else if (/lemonade/.test(name)) d.add(jug(d, '#F9E27D'))
  else if (/cold brew/.test(name)) d.add(traveler(d))
  else if (/water/.test(name)) d.add(waterPack(d))
  else if (/cookie/.test(name)) d.add(cookieBox(d))
  else if (/utensils/.test(name)) d.add(utensilsKit(d))
  else throw new Error(`No illustration for ${name}`)
  return { plate: false, shadowWidth: 160, shadowY: 246 }
}

function main() {
  mkdirSync(demoImagesDir, { recursive: true })
  const written = new Map<string, number>()
  const tooBig: string[] = []
  const write = (file: string, svg: string) => {
    if (written.has(file)) throw new Error(`Two images named ${file}`)
    writeFileSync(join(demoImagesDir, file), svg)
    written.set(file, Buffer.byteLength(svg))
  }
  for (const category of demoCatalog) {
    for (const product of category.products) {
      const d = new Drawing(product.product_id)
      const ground = illustrate(d, product, category)
      const text = `${product.name} ${product.description}`.toLowerCase()
      const scene = sceneFor(d, category.slug, fillingsOf(text), {
        plate: ground.plate,
        tall: ground === TALL,
      })
      const staged = stage(d, scene, {
        shadowWidth: ground.shadowWidth ?? 178,
        shadowY: ground.shadowY ?? 240,
      })
      const svg = d.render({
        under: staged.under,
        back: staged.plated.back,
        front: staged.plated.front,
        over: staged.over,
        zoom: scene.zoom,
      })
      if (Buffer.byteLength(svg) > MAX_BYTES) tooBig.push(`${product.image} (${Buffer.byteLength(svg)} B)`)
      write(product.image, svg)
    }
  }
  write('logo.svg', logo())
  write('icon.svg', icon())
  write('placeholder.svg', placeholder())
  for (const file of readdirSync(demoImagesDir)) {
    if (file.endsWith('.svg') && !written.has(file)) rmSync(join(demoImagesDir, file))
  }
  if (tooBig.length) throw new Error(`Over ${MAX_BYTES} bytes: ${tooBig.join(', ')}`)
  const sizes = [...written.values()]
  const total = sizes.reduce((sum, size) => sum + size, 0)
  console.log(
    `Wrote ${written.size} SVGs to ${demoImagesDir} (${Math.round(total / 1024)} KB, largest ${Math.max(...sizes)} B)`,
  )
}

main()
