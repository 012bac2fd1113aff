import { sql } from 'drizzle-orm'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import type { PgListener } from '../../platform/pg-listener.ts'
import type { ContentSource, TContentLog } from './content-source.ts'
import { LocalStories } from './local-stories.ts'
import { StoryblokStories } from './storyblok-stories.ts'

/** Every node's Storyblok cache listens here; a webhook received by any node notifies them all. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed'

/** The configured content source (CONTENT_SOURCE): the shipped stories, or Storyblok. */
export function createContentSource(config: TConfig, log: TContentLog): ContentSource {
  if (config.CONTENT_SOURCE === 'storyblok' && config.STORYBLOK_TOKEN) {
    return new StoryblokStories({
      token: config.STORYBLOK_TOKEN,
      version: config.STORYBLOK_VERSION,
      apiUrl: config.STORYBLOK_API_URL,
      log,
    })
  }
  return new LocalStories(log)
}

/**
 * Keeps a caching source fresh on this node: a notification on CONTENT_CHANGED_CHANNEL (or a
 * reconnect, after which one may have been missed) clears its cache.
 */
export async function followContentChanges(source: ContentSource, listener: PgListener): Promise<void> {
  if (source.name === 'local') return
  await listener.subscribe(CONTENT_CHANGED_CHANNEL, () => source.invalidate())
}

/** A story changed (Storyblok's webhook): this node forgets at once, the others through PostgreSQL. */
export async function invalidateContent(db: TQueryable, source: ContentSource, slug: string): Promise<void> {
  source.invalidate()
  await db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${slug.slice(0, 200)})`)
}
