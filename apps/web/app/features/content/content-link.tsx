import type { TStoryLink } from '@deli/contracts'
import { contentHref, isExternalHref } from '@deli/domain/content'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** Attributes of a link that leaves the storefront. */
export const EXTERNAL_LINK = { rel: 'noopener noreferrer', target: '_blank' } as const

/**
 * A story's link: a storefront path as a client navigation, anything else as a plain link opening a
 * new tab; a link the domain refuses (an unsafe scheme) shows its text only.
 */
export function ContentLink(props: { link: TStoryLink; children: ReactNode; className?: string }) {
  const href = contentHref(props.link)
  if (!href) return <span className={props.className}>{props.children}</span>
  if (isExternalHref(href))
    return (
      <a href={href} className={props.className} {...(href.startsWith('http') ? EXTERNAL_LINK : {})}>
        {props.children}
      </a>
    )
  return (
    <Link to={href} className={props.className}>
      {props.children}
    </Link>
  )
}
