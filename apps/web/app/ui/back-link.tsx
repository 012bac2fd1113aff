import { TEXTS } from '@deli/domain'
import { Link } from 'react-router'
import { Icon } from './icon.tsx'

/** Back-link element: an internal page or an external URL; default label 'Back to the previous page'. */
export function BackLink({ to, label = TEXTS.backLink }: { to: string; label?: string }) {
  const isExternal = /^https?:\/\//.test(to)
  const content = (
    <>
      <Icon name="back" size={18} />
      <span>{label}</span>
    </>
  )
  return isExternal ? (
    <a className="back-link" href={to} rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <Link className="back-link" to={to}>
      {content}
    </Link>
  )
}
