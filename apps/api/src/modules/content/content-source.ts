import type { TStory } from '@deli/contracts'

/**
 * Where content stories come from (ADR 026): the stories shipped in packages/demo-data
 * (`LocalStories`, the default) or Storyblok's delivery API (`StoryblokStories`). Either answers a
 * published story by its full slug, or null when there is none.
 */
export interface ContentSource {
  readonly name: 'local' | 'storyblok'
  getStory(slug: string): Promise<TStory | null>
  /** The full slugs of every published story (the sitemap's content pages). */
  listSlugs(): Promise<string[]>
  /** Forgets cached stories (a webhook said one changed); a no-op where nothing is cached. */
  invalidate(): void
}

export type TContentLog = { warn: (detail: object, message: string) => void }
