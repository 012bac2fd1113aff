import { Link } from 'react-router'
import { Icon } from '../../ui/icon.tsx'

/** Search header (spec §2): back arrow and the heading 'Order {Handoff}', a state's name or 'City, State'. */
export function SearchHeader({
  heading,
  backTo = '/',
  backLabel = 'Back',
}: {
  heading: string
  backTo?: string
  /** What the back arrow is called: where it leads ('All states', 'All Texas cities'), else 'Back'. */
  backLabel?: string
}) {
  return (
    <div className="search-header">
      <Link to={backTo} className="icon-button" aria-label={backLabel}>
        <Icon name="back" />
      </Link>
      <h1>{heading}</h1>
    </div>
  )
}
