import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import {
  DIETARY_FLAGS,
  HANDOFF_MODES,
  type THandoffMode,
  ZCategorySchema,
  ZLocationSchema,
} from '@deli/contracts'
import { PRODUCT_CHANNELS } from '@deli/contracts/catalogue-rules'
import { describe, expect, it } from 'vitest'
import { DEMO_IMAGE_MAX_BYTES, demoCatalog, demoImagesDir, demoProducts, demoStores } from '../src/index.ts'

type TZipRecord = { latitude: number; longitude: number; city: string; state: string }
const zipcodes = createRequire(import.meta.url)('zipcodes') as { lookup(zip: string): TZipRecord | undefined }

const REQUIRED_CITIES: [string, string][] = [
  ['Dallas', 'TX'],
  ['Houston', 'TX'],
  ['Austin', 'TX'],
  ['Atlanta', 'GA'],
  ['Nashville', 'TN'],
  ['Denver', 'CO'],
  ['Phoenix', 'AZ'],
  ['Chicago', 'IL'],
  ['Kansas City', 'MO'],
  ['New Orleans', 'LA'],
]

const allGroups = demoProducts.flatMap((product) => product.optionGroups)
const allOptions = allGroups.flatMap((group) => group.options)
const DEFAULT_QUANTITIES = { min: 1, max: 99, increments: 1 }

describe('demoStores', () => {
  it('has at least 60 stores in at least 10 states', () => {
    expect(demoStores.length).toBeGreaterThanOrEqual(60)
    expect(new Set(demoStores.map((store) => store.state)).size).toBeGreaterThanOrEqual(10)
  })

  it.each(REQUIRED_CITIES)('has a store in %s, %s', (city, state) => {
    expect(demoStores.some((store) => store.city === city && store.state === state)).toBe(true)
  })

  it('has several stores in the big Texas and Georgia cities', () => {
    for (const city of ['Dallas', 'Houston', 'Austin', 'Atlanta']) {
      expect(demoStores.filter((store) => store.city === city).length).toBeGreaterThanOrEqual(3)
    }
  })

  it('has ids 1..N, unique menu ids and unique names and phones', () => {
    expect(demoStores.map((store) => store.id)).toEqual(demoStores.map((_, index) => index + 1))
    for (const key of ['menu_id', 'name', 'phone'] as const) {
      expect(new Set(demoStores.map((store) => store[key])).size).toBe(demoStores.length)
    }
  })

  it('uses real ZIPs with coordinates within 0.1° of the ZIP centroid', () => {
    for (const store of demoStores) {
      expect(store.zip, store.name).toMatch(/^\d{5}$/)
      const centroid = zipcodes.lookup(store.zip)
      expect(centroid, `${store.name}: ZIP ${store.zip}`).toBeDefined()
      if (!centroid) continue
      expect(centroid.state, store.name).toBe(store.state)
      expect(Math.abs(centroid.latitude - store.latitude), store.name).toBeLessThan(0.1)
      expect(Math.abs(centroid.longitude - store.longitude), store.name).toBeLessThan(0.1)
    }
  })

  it('keeps stores sharing a ZIP at distinct coordinates', () => {
    const seen = new Set(demoStores.map((store) => `${store.latitude},${store.longitude}`))
    expect(seen.size).toBe(demoStores.length)
  })

  it('uses valid IANA time zones', () => {
    for (const store of demoStores) {
      expect(() => Intl.DateTimeFormat(undefined, { timeZone: store.timezone }), store.name).not.toThrow()
      expect(store.timezone, store.name).toMatch(/^America\//)
    }
    const zoneOf = (city: string) => demoStores.find((store) => store.city === city)?.timezone
    expect(zoneOf('Dallas')).toBe('America/Chicago')
    expect(zoneOf('Atlanta')).toBe('America/New_York')
    expect(zoneOf('Denver')).toBe('America/Denver')
    expect(zoneOf('Phoenix')).toBe('America/Phoenix')
    expect(zoneOf('El Paso')).toBe('America/Denver')
  })

  it('has 10-digit phones and 2-letter states', () => {
    for (const store of demoStores) {
      expect(store.phone, store.name).toMatch(/^\d{3}55501\d{2}$/)
      expect(store.state, store.name).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('only has hours for the handoff modes it offers, and hours for each of them', () => {
    for (const store of demoStores) {
      const offered = HANDOFF_MODES.filter((mode) => store.services[mode])
      expect(offered, store.name).toContain('pickup')
      expect(Object.keys(store.hours).sort(), store.name).toEqual([...offered].sort())
      for (const mode of offered)
        expect(store.hours[mode]?.length, `${store.name} ${mode}`).toBeGreaterThan(0)
    }
  })

  it('has varied services', () => {
    const count = (mode: keyof (typeof demoStores)[number]['services']) =>
      demoStores.filter((store) => store.services[mode]).length
    expect(count('delivery')).toBeLessThan(demoStores.length)
    expect(count('curbside')).toBeLessThan(demoStores.length)
    expect(count('drivethru')).toBeGreaterThanOrEqual(3)
    expect(count('groupsplitpay')).toBeGreaterThanOrEqual(5)
    expect(count('transfercart')).toBeGreaterThanOrEqual(5)
    const advance = new Set(demoStores.map((store) => store.services.advancedays))
    expect([...advance].sort()).toEqual([14, 21, 7].sort())
  })

  it('has late-night, closed-on-Sunday and shorter delivery schedules', () => {
    const periods = (mode: THandoffMode) => demoStores.flatMap((store) => store.hours[mode] ?? [])
    expect(periods('pickup').some((period) => period.close < period.open)).toBe(true)
    expect(demoStores.some((store) => !store.hours.pickup?.some((period) => period.day === 0))).toBe(true)
    for (const store of demoStores) {
      for (const period of store.hours.pickup ?? []) {
        expect(period.open, store.name).not.toBe(period.close)
      }
    }
  })

  it('has coming-soon and unavailable stores', () => {
    const comingSoon = demoStores.filter((store) => store.comingSoon)
    expect(comingSoon.length).toBeGreaterThanOrEqual(1)
    expect(comingSoon.length).toBeLessThanOrEqual(2)
    expect(demoStores.filter((store) => !store.available && !store.comingSoon)).toHaveLength(1)
  })

  it('has realistic tax rates and price tiers', () => {
    for (const store of demoStores) {
      expect(store.taxRateBps, store.name).toBeGreaterThanOrEqual(400)
      expect(store.taxRateBps, store.name).toBeLessThanOrEqual(1100)
      expect([95, 100, 105, 110], store.name).toContain(store.priceTierPercent)
    }
    expect(demoStores.filter((store) => store.state === 'TX').every((store) => store.taxRateBps <= 825)).toBe(
      true,
    )
    expect(demoStores.filter((store) => store.priceTierPercent === 100).length).toBeGreaterThan(
      demoStores.length / 2,
    )
  })

  it('only marks real products unavailable', () => {
    const ids = new Set(demoProducts.map((product) => product.product_id))
    const marked = demoStores.flatMap((store) => store.unavailableProductIds)
    expect(marked.length).toBeGreaterThan(0)
    for (const id of marked) expect(ids.has(id), `product ${id}`).toBe(true)
  })

  it('passes the Location schema once turned into the API shape', () => {
    for (const { comingSoon, taxRateBps, priceTierPercent, unavailableProductIds, ...store } of demoStores) {
      const location = { ...store, 'Coming Soon': comingSoon, path: 'x', open: false, opens: null }
      const result = ZLocationSchema.safeParse(location)
      expect(result.success, `${store.name}: ${result.error?.message}`).toBe(true)
    }
  })
})

describe('demoCatalog', () => {
  it('leaves the count of an option group to its rule: no description states a number or optionality', () => {
    // The storefront puts a group's min and max in words once (optionGroupRule); 'Up to 4 extras'
    // beside 'Optional, choose up to 3' told the guest two different maxima.
    const counting = /\d|\bup to\b|\boptional\b|\b(?:pick|choose) (?:one|two|three|four)\b/i
    expect(allGroups.filter((group) => counting.test(group.description)).map((group) => group.name)).toEqual(
      [],
    )
  })

  it('has at least 8 categories, 60 products and both super categories', () => {
    expect(demoCatalog.length).toBeGreaterThanOrEqual(8)
    expect(demoProducts.length).toBeGreaterThanOrEqual(60)
    const mealtime = demoCatalog.filter((category) => category.superCategory === 'mealtime')
    expect(mealtime.length).toBeGreaterThanOrEqual(9)
    expect(
      demoCatalog.filter((category) => category.superCategory === 'catering').length,
    ).toBeGreaterThanOrEqual(3)
    expect(demoCatalog.some((category) => category.slug === 'kids')).toBe(true)
  })

  it('has unique category ids and slugs, product ids, option group ids and option ids', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length)
    unique(demoCatalog.map((category) => category.id))
    unique(demoCatalog.map((category) => category.slug))
    unique(demoProducts.map((product) => product.product_id))
    unique(demoProducts.map((product) => product.image))
    unique(allGroups.map((group) => group.id))
    unique(allOptions.map((option) => option.id))
  })

  it('passes the Category schema once turned into the API shape', () => {
    for (const category of demoCatalog) {
      const products = category.products.map(({ image, ...product }) => ({
        ...product,
        images: { 'mobile-webapp-menu': { url: `/images/${image}` } },
        available: true,
        // The import fills these (ADR 069): every channel, and the utensils flag by the domain's rule.
        channels: [...PRODUCT_CHANNELS],
        is_utensils: false,
      }))
      const result = ZCategorySchema.safeParse({ ...category, products })
      expect(result.success, `${category.name}: ${result.error?.message}`).toBe(true)
    }
  })

  it('uses every dietary flag on several products, consistently', () => {
    for (const flag of DIETARY_FLAGS) {
      expect(
        demoProducts.filter((product) => product.dietary.includes(flag)).length,
        flag,
      ).toBeGreaterThanOrEqual(3)
    }
    for (const product of demoProducts) {
      const flags = new Set(product.dietary)
      expect(flags.size, product.name).toBe(product.dietary.length)
      if (flags.has('vegan')) {
        expect(flags.has('vegetarian') && flags.has('plant-based'), product.name).toBe(true)
        expect(flags.has('dairy'), product.name).toBe(false)
      }
      if (flags.has('paleo')) expect(flags.has('dairy'), product.name).toBe(false)
    }
  })

  it('has realistic prices and descriptions', () => {
    for (const product of demoProducts) {
      expect(product.description.length, product.name).toBeGreaterThan(20)
      expect(product.description.endsWith('.'), product.name).toBe(true)
      expect(Number.isInteger(product.cost), product.name).toBe(true)
      expect(product.cost, product.name).toBeLessThanOrEqual(12999)
    }
    const prices = (slug: string) =>
      demoCatalog.find((category) => category.slug === slug)?.products.map((product) => product.cost) ?? []
    for (const cost of prices('signature-sandwiches')) expect(cost).toBeGreaterThanOrEqual(899)
    for (const cost of prices('catering-trays')) expect(cost).toBeGreaterThanOrEqual(4999)
  })

  it('has a required group without a default, so a guest meets the required-choice rule', () => {
    const open = demoProducts.flatMap((product) =>
      product.optionGroups.filter(
        (group) => group.min >= 1 && !group.options.some((option) => option.isDefault),
      ),
    )
    expect(open.map((group) => group.name)).toContain('Bread')
  })

  it('has consistent option group rules', () => {
    for (const product of demoProducts) {
      for (const group of product.optionGroups) {
        const label = `${product.name} / ${group.name}`
        expect(group.min, label).toBeGreaterThanOrEqual(0)
        expect(group.min, label).toBeLessThanOrEqual(group.max)
        expect(group.max, label).toBeLessThanOrEqual(group.options.length)
        expect(new Set(group.options.map((option) => option.name)).size, label).toBe(group.options.length)
        const defaults = group.options.filter((option) => option.isDefault)
        expect(defaults.length, label).toBeLessThanOrEqual(group.max)
        if (group.max === 1) expect(defaults.length, label).toBeLessThanOrEqual(1)
        // A required group either comes preselected in full or leaves the choice to the guest.
        if (group.min >= 1 && defaults.length > 0)
          expect(defaults.length, label).toBeGreaterThanOrEqual(group.min)
        for (const option of group.options) expect(option.cost, label).toBeGreaterThanOrEqual(0)
      }
      expect(new Set(product.optionGroups.map((group) => group.name)).size, product.name).toBe(
        product.optionGroups.length,
      )
    }
  })

  it('has the option groups a deli guest expects', () => {
    const groupsNamed = (name: string) => allGroups.filter((group) => group.name === name)
    const bread = groupsNamed('Bread')[0]
    expect(bread?.min).toBe(1)
    expect(bread?.max).toBe(1)
    expect(bread?.options.find((option) => option.name === 'Gluten-Free Bread')?.cost).toBe(150)
    expect(groupsNamed('Add-ons').every((group) => group.min === 0 && group.max <= 4)).toBe(true)
    expect(groupsNamed('Dressing').every((group) => group.min === 1)).toBe(true)
    for (const product of demoCatalog.find((category) => category.slug === 'salads')?.products ?? []) {
      expect(
        product.optionGroups.some((group) => group.name === 'Dressing'),
        product.name,
      ).toBe(true)
    }
    for (const slug of ['kids', 'boxed-lunches']) {
      for (const product of demoCatalog.find((category) => category.slug === slug)?.products ?? []) {
        const sides = product.optionGroups.find((group) => group.name === 'Sides')
        expect(sides?.min, product.name).toBe(1)
      }
    }
    const soupSize = demoCatalog.find((category) => category.slug === 'soups')?.products[0]?.optionGroups[0]
    expect(soupSize?.options.map((option) => [option.name, option.cost])).toEqual([
      ['Cup', 0],
      ['Bowl', 250],
    ])
  })

  it('uses the default quantities except for catering', () => {
    for (const category of demoCatalog.filter((category) => category.superCategory === 'mealtime')) {
      for (const product of category.products.filter((product) => !/utensils/i.test(product.name))) {
        expect(product.quantities, product.name).toEqual(DEFAULT_QUANTITIES)
      }
    }
    for (const category of demoCatalog.filter((category) => category.superCategory === 'catering')) {
      for (const product of category.products) {
        expect(product.quantities, product.name).not.toEqual(DEFAULT_QUANTITIES)
        expect(product.quantities.min % product.quantities.increments, product.name).toBe(0)
        expect(product.quantities.max % product.quantities.increments, product.name).toBe(0)
      }
    }
    const boxed = demoCatalog.find((category) => category.slug === 'boxed-lunches')?.products[0]
    expect(boxed?.quantities).toEqual({ min: 5, max: 200, increments: 5 })
  })

  it('has free utensils products', () => {
    const utensils = demoProducts.filter((product) => /utensils/i.test(product.name))
    expect(utensils.length).toBeGreaterThanOrEqual(1)
    for (const product of utensils) expect(product.cost, product.name).toBe(0)
  })
})

describe('images', () => {
  it('points to the images folder', () => {
    expect(existsSync(demoImagesDir)).toBe(true)
  })

  it('ships one small SVG per product', () => {
    for (const product of demoProducts) {
      expect(product.image, product.name).toMatch(/^[a-z0-9-]+\.svg$/)
      const file = join(demoImagesDir, product.image)
      expect(existsSync(file), file).toBe(true)
      expect(statSync(file).size, file).toBeLessThanOrEqual(DEMO_IMAGE_MAX_BYTES)
      const svg = readFileSync(file, 'utf8')
      expect(svg, file).toContain('viewBox="0 0 400 300"')
      expect(svg, file).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
    }
  })

  it('gives every product a picture of its own, in a scene (ADR 045)', () => {
    const hashes = new Map<string, string>()
    for (const product of demoProducts) {
      const svg = readFileSync(join(demoImagesDir, product.image), 'utf8')
      const hash = createHash('sha256').update(svg).digest('hex')
      expect(hashes.get(hash), `${product.name} looks like ${hashes.get(hash)}`).toBeUndefined()
      hashes.set(hash, product.name)
      // A wall, a table and the light over it: never a bare cut-out.
      expect(svg, product.name).toContain('<g transform="matrix(')
      expect(svg.match(/<rect /g)?.length ?? 0, product.name).toBeGreaterThanOrEqual(3)
    }
  })

  it('ships the brand images', () => {
    for (const name of ['logo.svg', 'icon.svg', 'placeholder.svg']) {
      const svg = readFileSync(join(demoImagesDir, name), 'utf8')
      expect(svg, name).toMatch(/^<svg /)
      expect(svg.toUpperCase(), name).toContain('#C8102E')
    }
    expect(readFileSync(join(demoImagesDir, 'logo.svg'), 'utf8')).toContain('Red Door Deli')
  })
})
