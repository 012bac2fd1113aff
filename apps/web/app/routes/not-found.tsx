import { TEXTS } from '@deli/domain'
import { data } from 'react-router'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/not-found'

/** /404 and the catch-all /account/* (the /* catch-all is content-page.tsx, which falls back to this 404): a real 404 status, rendered by the shell's error screen. */
export function loader() {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, TEXTS.notFound)

export default function NotFound() {
  return null
}
