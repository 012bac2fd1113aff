import type { TRichText } from '@deli/contracts'
import { richTextLink } from '@deli/domain/content'
import { MARK_LINK, render, type StoryblokRichtext } from 'storyblok-rich-text-react-renderer'
import { ContentLink } from './content-link.tsx'

/**
 * Storyblok rich text rendered to React on the server (storyblok-rich-text-react-renderer): headings,
 * paragraphs, lists, bold and italic as the editor wrote them; every link through ContentLink (the
 * domain's safe-link rule); blocks embedded in rich text are not rendered.
 */
export function RichText({ document }: { document: TRichText }) {
  return (
    <div className="rich-text">
      {render(document as StoryblokRichtext, {
        markResolvers: {
          [MARK_LINK]: (children, attrs) => (
            <ContentLink link={richTextLink(attrs as Record<string, unknown>)}>{children}</ContentLink>
          ),
        },
        defaultBlokResolver: () => null,
      })}
    </div>
  )
}
