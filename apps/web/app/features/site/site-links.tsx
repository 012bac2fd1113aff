import type { TSiteConfig } from '@deli/contracts'

type TSiteLink = TSiteConfig['social_links'][number]

/** A list of the site's social or legal links; social ones open in a new tab. */
export function SiteLinks(props: {
  links: TSiteLink[]
  external?: boolean
  label?: string
  className?: string
}) {
  return (
    <ul className={props.className} aria-label={props.label}>
      {props.links.map((link) => (
        <li key={link.url}>
          <a href={link.url} {...(props.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
