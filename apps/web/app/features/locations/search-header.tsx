import { Link } from 'react-router'
import { Icon } from '../../ui/icon.tsx'

/** Search header (spec §2): back arrow and the heading 'Order {Handoff}' or a state name. */
export function SearchHeader({ heading, backTo = '/' }: { heading: string; backTo?: string }) {
  return (
    <div className="search-header">
      <Link to={backTo} className="icon-button" aria-label="Back">
        <Icon name="back" />
      </Link>
      <h1>{heading}</h1>
    </div>
  )
}
