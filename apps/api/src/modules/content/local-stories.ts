import type { TStory } from '@deli/contracts'
import { readDemoStories } from '@deli/demo-data'
import type { ContentSource, TContentLog } from './content-source.ts'
import { normaliseStory } from './normalise-story.ts'

/**
 * The embedded default (CONTENT_SOURCE=local): the stories shipped in packages/demo-data, read and
 * checked once at start. What runs out of the box and in every test; to change a page, edit its
 * JSON (or import it into Storyblok and switch the source).
 */
export class LocalStories implements ContentSource {
  readonly name = 'local' as const
  readonly #stories = new Map<string, TStory>()

  constructor(log: TContentLog) {
    for (const [slug, answer] of readDemoStories()) {
      const story = normaliseStory(answer, log)
      if (story) this.#stories.set(slug, story)
    }
  }

  async getStory(slug: string): Promise<TStory | null> {
    return this.#stories.get(slug) ?? null
  }

  async listSlugs(): Promise<string[]> {
    return [...this.#stories.keys()]
  }

  invalidate(): void {}
}
