/**
 * The storefront's import boundaries, derived from its layer table (ADR 014, ADR 051): the
 * `noRestrictedImports` overrides of `biome.json` that cover `apps/web/**`, and the table
 * ARCHITECTURE.md shows. Pure functions: `scripts/generate-biome-layers.ts` writes their output,
 * `apps/web/app/features/layers.test.ts` checks that the files hold it.
 */
import type { TFeatureRow } from '../apps/web/app/features/layers.ts'

type TPattern = { group: string[]; message: string }
export type TBiomeOverride = { includes: string[]; [key: string]: unknown }
export type TBiomeConfig = { overrides?: TBiomeOverride[]; [key: string]: unknown }

const FEATURES_DIR = 'apps/web/app/features'
const NO_API: TPattern = {
  group: ['@deli/api', '@deli/api/**', '**/apps/api/**'],
  message:
    'The storefront never imports the API: it talks to it over HTTP with the schemas of @deli/contracts.',
}
const FRONT_DOOR_MESSAGE =
  'A feature is reached only through its index.ts (index.server.ts for loaders; an import() of its lazy.ts for code split off the first JavaScript).'
const frontDoor = (prefix: string): TPattern => ({
  group: [`${prefix}*/**`, `!${prefix}*/index.ts`, `!${prefix}*/index.server.ts`, `!${prefix}*/lazy.ts`],
  message: FRONT_DOOR_MESSAGE,
})

const restrict = (includes: string[], patterns: TPattern[]): TBiomeOverride => ({
  includes,
  linter: {
    rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } },
  },
})

const names = (rows: readonly TFeatureRow[]) => rows.map((row) => row.feature).join(', ')

const layerMessage = (layers: readonly (readonly TFeatureRow[])[], index: number) => {
  const lower = layers.slice(0, index).flat()
  const may = lower.length
    ? `imports only features of a lower layer (${names(lower)})`
    : 'is the lowest layer and imports no feature'
  return (
    `Features form layers (${FEATURES_DIR}/layers.ts): layer ${index + 1} (${names(layers[index] ?? [])}) ${may}. ` +
    'Move what both need down into a lower feature, lib/ or ui/, or give this feature a higher layer in layers.ts and run npm run lint:layers.'
  )
}

/**
 * The overrides for `apps/web/**`, in the order Biome needs them: Biome overrides replace a rule's
 * options rather than merging them, so every override repeats the web-wide patterns.
 */
export const webBoundaryOverrides = (layers: readonly (readonly TFeatureRow[])[]): TBiomeOverride[] => [
  restrict(['apps/web/**'], [NO_API, frontDoor('../features/'), frontDoor('./features/')]),
  restrict(
    ['apps/web/app/lib/**', 'apps/web/app/ui/**'],
    [NO_API, { group: ['**/features/**'], message: 'lib/ and ui/ sit below every feature and import none.' }],
  ),
  ...layers.map((layer, index) =>
    restrict(
      layer.map((row) => `${FEATURES_DIR}/${row.feature}/**`),
      [
        NO_API,
        { ...frontDoor('../'), group: [...frontDoor('../').group, '!../../**'] },
        {
          group: layers
            .slice(index)
            .flat()
            .map((row) => `../${row.feature}/**`),
          message: layerMessage(layers, index),
        },
      ],
    ),
  ),
]

/** An override the layer table owns: every path it covers is under `apps/web/`. */
export const isWebBoundaryOverride = (override: TBiomeOverride) =>
  override.includes.every((path) => path.startsWith('apps/web/'))

/** The config with its storefront overrides replaced by the generated ones (first); others keep their order. */
export const withWebBoundaries = (
  config: TBiomeConfig,
  layers: readonly (readonly TFeatureRow[])[],
): TBiomeConfig => ({
  ...config,
  overrides: [
    ...webBoundaryOverrides(layers),
    ...(config.overrides ?? []).filter((override) => !isWebBoundaryOverride(override)),
  ],
})

export const LAYER_TABLE_START =
  '<!-- web-layers:start (generated from apps/web/app/features/layers.ts by npm run lint:layers) -->'
export const LAYER_TABLE_END = '<!-- web-layers:end -->'

/** The layer table as ARCHITECTURE.md shows it, columns padded as the formatter leaves them. */
export const layerTableMarkdown = (layers: readonly (readonly TFeatureRow[])[]): string => {
  const rows = [
    ['Layer', 'Feature', 'What it owns'],
    ...layers.flatMap((layer, index) =>
      layer.map((row, position) => [position === 0 ? String(index + 1) : '', `\`${row.feature}\``, row.owns]),
    ),
  ]
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)))
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length)).join(' | ')} |`
  const [head = [], ...body] = rows
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n')
}

/** ARCHITECTURE.md with the text between the layer-table markers regenerated. */
export const withLayerTable = (markdown: string, layers: readonly (readonly TFeatureRow[])[]): string => {
  const start = markdown.indexOf(LAYER_TABLE_START)
  const end = markdown.indexOf(LAYER_TABLE_END)
  if (start < 0 || end < start) {
    throw new Error(
      `ARCHITECTURE.md needs the lines ${LAYER_TABLE_START} and ${LAYER_TABLE_END} around the layer table.`,
    )
  }
  return `${markdown.slice(0, start + LAYER_TABLE_START.length)}\n\n${layerTableMarkdown(layers)}\n\n${markdown.slice(end)}`
}
