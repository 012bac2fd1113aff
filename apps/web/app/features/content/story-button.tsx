import type { TButtonBlock } from '@deli/contracts'
import { contentHref, isExternalHref } from '@deli/domain/content'
import { ButtonLink } from '../../ui/button.tsx'
import { EXTERNAL_LINK } from './content-link.tsx'

/** A story's button (spec §9: five types, two sizes) as a link styled by ui/button. */
export function StoryButton({ button }: { button: TButtonBlock }) {
  const href = contentHref(button.link)
  if (!href) return null
  return (
    <ButtonLink
      to={href}
      variant={button.button_type}
      size={button.size}
      {...(isExternalHref(href) && href.startsWith('http') ? EXTERNAL_LINK : {})}
    >
      {button.label}
    </ButtonLink>
  )
}
