import type { TContentBlock } from '@deli/contracts'
import { ContentCard } from './content-card.tsx'
import { LinkMenu } from './link-menu.tsx'
import { RichText } from './rich-text.tsx'
import { StoryButton } from './story-button.tsx'
import { StoryForm } from './story-form.tsx'

/**
 * A story's blocks in order (ADR 026): rich text, buttons, menus of links, content cards and generic
 * forms. `formId` is the slug of the story holding them (a form posts to content/forms/{formId}).
 * Reusable by any page that shows a story (the later /catering landing).
 */
export function StoryBlocks({ blocks, formId }: { blocks: TContentBlock[]; formId: string }) {
  return (
    <>
      {blocks.map((block) => {
        switch (block.component) {
          case 'rich_text':
            return <RichText key={block._uid} document={block.text} />
          case 'button':
            return (
              <p key={block._uid} className="story-button">
                <StoryButton button={block} />
              </p>
            )
          case 'link_menu':
            return <LinkMenu key={block._uid} menu={block} />
          case 'content_card':
            return <ContentCard key={block._uid} card={block} />
          case 'form':
            return <StoryForm key={block._uid} form={block} formId={formId} />
        }
        return null
      })}
    </>
  )
}
