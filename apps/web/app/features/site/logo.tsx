import { Link } from 'react-router'

/** The Red Door mark and wordmark; links home (a kiosk's: its store's menu). */
export function Logo({ name, to = '/' }: { name: string; to?: string }) {
  return (
    <Link to={to} className="logo" aria-label={`${name} home`}>
      <svg width="30" height="36" viewBox="0 0 30 36" aria-hidden="true" focusable="false">
        <path d="M3 34V10a12 12 0 0 1 24 0v24H3Z" fill="#C8102E" />
        <path d="M7 34V11a8 8 0 0 1 16 0v23" fill="none" stroke="#fff" strokeWidth="1.6" />
        <circle cx="19.5" cy="21" r="1.6" fill="#fff" />
        <rect x="0" y="33" width="30" height="3" rx="1.5" fill="#7a0a1c" />
      </svg>
      <span className="logo__word">{name}</span>
    </Link>
  )
}
