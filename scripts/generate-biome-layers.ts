/**
 * `npm run lint:layers` (ADR 051): writes the storefront's import boundaries, derived from
 * `apps/web/app/features/layers.ts`, into `biome.json` (the overrides under `apps/web/`) and the
 * layer table into ARCHITECTURE.md. Other overrides stay as they are.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { FEATURE_LAYERS } from '../apps/web/app/features/layers.ts'
import { type TBiomeConfig, withLayerTable, withWebBoundaries } from './web-boundaries.ts'

const root = resolve(import.meta.dirname, '..')
const biomePath = resolve(root, 'biome.json')
const architecturePath = resolve(root, 'ARCHITECTURE.md')

const config = JSON.parse(readFileSync(biomePath, 'utf8')) as TBiomeConfig
writeFileSync(biomePath, `${JSON.stringify(withWebBoundaries(config, FEATURE_LAYERS), null, 2)}\n`)
execFileSync(resolve(root, 'node_modules/.bin/biome'), ['format', '--write', biomePath], { stdio: 'inherit' })
writeFileSync(architecturePath, withLayerTable(readFileSync(architecturePath, 'utf8'), FEATURE_LAYERS))
console.log('biome.json and ARCHITECTURE.md follow apps/web/app/features/layers.ts')
