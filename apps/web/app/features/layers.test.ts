import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  isWebBoundaryOverride,
  type TBiomeConfig,
  webBoundaryOverrides,
  withLayerTable,
} from '../../../../scripts/web-boundaries.ts'
import { FEATURE_LAYERS } from './layers.ts'

/** ADR 051: the layer table is the one place the storefront's feature boundaries are written. */
const root = resolve(import.meta.dirname, '../../../..')
const featuresDir = resolve(import.meta.dirname)
const folders = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const rows = FEATURE_LAYERS.flat().map((row) => row.feature)
const layerOf = new Map(
  FEATURE_LAYERS.flatMap((layer, index) => layer.map((row): [string, number] => [row.feature, index + 1])),
)
const STALE = 'is stale: run npm run lint:layers after changing apps/web/app/features/layers.ts'

describe('the storefront layer table', () => {
  it('has a row for every folder under features/', () => {
    const missing = folders.filter((folder) => !rows.includes(folder))
    expect(
      missing,
      `Give ${missing.join(', ')} a row in apps/web/app/features/layers.ts (the lowest layer above every feature it imports), then run npm run lint:layers.`,
    ).toEqual([])
  })

  it('has a README in every feature: what it owns, its files, the spec sections and ADRs', () => {
    const without = folders.filter((folder) => !existsSync(resolve(featuresDir, folder, 'README.md')))
    expect(without, `Write a short README.md for ${without.join(', ')}, like the other features'.`).toEqual(
      [],
    )
  })

  it('names only folders that exist, each once', () => {
    expect(rows.filter((row) => !folders.includes(row))).toEqual([])
    expect(rows.filter((row, index) => rows.indexOf(row) !== index)).toEqual([])
  })

  it('is what biome.json holds for the storefront', () => {
    const config = JSON.parse(readFileSync(resolve(root, 'biome.json'), 'utf8')) as TBiomeConfig
    const web = (config.overrides ?? []).filter(isWebBoundaryOverride)
    expect(web, `biome.json ${STALE}`).toEqual(webBoundaryOverrides(FEATURE_LAYERS))
    // Biome applies overrides in order: the generated ones come first so that later ones refine them.
    expect(config.overrides?.slice(0, web.length), `biome.json ${STALE}`).toEqual(web)
  })

  it('is the table ARCHITECTURE.md shows', () => {
    const markdown = readFileSync(resolve(root, 'ARCHITECTURE.md'), 'utf8')
    expect(markdown, `ARCHITECTURE.md ${STALE}`).toBe(withLayerTable(markdown, FEATURE_LAYERS))
  })

  it('holds for import() too, which Biome does not check', () => {
    const breaches = folders.flatMap((folder) =>
      readdirSync(resolve(featuresDir, folder))
        .filter((file) => /\.tsx?$/.test(file))
        .flatMap((file) =>
          [
            ...readFileSync(resolve(featuresDir, folder, file), 'utf8').matchAll(
              /import\(\s*'\.\.\/([a-z-]+)\//g,
            ),
          ]
            .map((match) => match[1] ?? '')
            .filter((target) => (layerOf.get(target) ?? 0) >= (layerOf.get(folder) ?? 0))
            .map((target) => `${folder}/${file} loads ${target} (layer ${layerOf.get(target)})`),
        ),
    )
    expect(
      breaches,
      'A feature loads only features of a lower layer (apps/web/app/features/layers.ts); move the shared part down or the feature up.',
    ).toEqual([])
  })
})
