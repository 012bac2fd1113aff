import type { TContentBlock } from '@deli/contracts'
import { ContentLink } from './content-link.tsx'

type TLinkMenu = Extract<TContentBlock, { component: 'link_menu' }>

/** A story's menu of links: a titled navigation landmark with a list. */
export function LinkMenu({ menu }: { menu: TLinkMenu }) {
  return (
    <nav className="link-menu" aria-labelledby={`menu-${menu._uid}`}>
      <h2 id={`menu-${menu._uid}`} className="link-menu__title">
        {menu.title}
      </h2>
      <ul>
        {menu.links.map((entry) => (
          <li key={entry._uid}>
            <ContentLink link={entry.link}>{entry.label}</ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
