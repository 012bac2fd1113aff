import type { TStory } from '@deli/contracts'
import { StoryBlocks } from './story-blocks.tsx'

/** A content page (spec §1): the story's title as the page heading, then its blocks. */
export function StoryPage({ story }: { story: TStory }) {
  return (
    <main id="main" className="container page story-page">
      <article className="story-page__article">
        <h1>{story.content.title}</h1>
        <StoryBlocks blocks={story.content.body} formId={story.full_slug} />
      </article>
    </main>
  )
}
