import { type TStory, ZContentBlockSchema, ZStorySchema } from '@deli/contracts'
import type { TContentLog } from './content-source.ts'

/** Storyblok writes numbers typed into a text-like field as strings ('18'); the schemas want numbers. */
const NUMERIC_FIELDS = new Set(['max_length', 'minimum_age', 'min_days_ahead'])

/**
 * A field left empty in Storyblok is '' or null; the schemas call it absent. Recurses through blocks
 * (objects with a `component`) and their lists, but not into rich text, which is kept as written.
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy)
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
  if ((value as { type?: unknown }).type === 'doc') return value
  const kept: Record<string, unknown> = {}
  for (const [key, field] of entries) {
    if (field === '' || field === null) continue
    kept[key] = NUMERIC_FIELDS.has(key) && typeof field === 'string' ? Number(field) : tidy(field)
  }
  return kept
}

/**
 * A delivery API answer (`{ story }`) as the story the storefront renders: the page's blocks are
 * kept when the storefront knows them and they are complete; any other block (a component an editor
 * added, a button without a label) is dropped with a warning, so one bad block never takes the page
 * down. Null when the answer holds no page story at all.
 */
export function normaliseStory(answer: unknown, log: TContentLog): TStory | null {
  const raw = tidy((answer as { story?: unknown } | null)?.story) as
    | { content?: { body?: unknown }; full_slug?: unknown }
    | undefined
  if (!raw || typeof raw !== 'object' || !raw.content) return null
  const body = Array.isArray(raw.content.body) ? raw.content.body : []
  const blocks = body.flatMap((block: unknown) => {
    const parsed = ZContentBlockSchema.safeParse(block)
    if (parsed.success) return [parsed.data]
    log.warn(
      {
        slug: raw.full_slug,
        component: (block as { component?: unknown })?.component,
        issues: parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      },
      'content block dropped: the storefront cannot render it',
    )
    return []
  })
  const story = ZStorySchema.safeParse({ ...raw, content: { ...raw.content, body: blocks } })
  if (story.success) return story.data
  log.warn(
    { slug: raw.full_slug, issues: story.error.issues.slice(0, 3).map((issue) => issue.message) },
    'story skipped: it is not a page',
  )
  return null
}
