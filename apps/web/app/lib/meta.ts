import { pageTitle } from '@deli/domain'
import type { TRootData } from './site-config.tsx'

type TMatch = { id: string; loaderData?: unknown } | undefined
type TMetaTag = { title: string } | { name: string; content: string }

/**
 * Meta tags of a page: '{part} | {product name}' (spec §1), its description, and the mobile app
 * banner with the app-store id from config. Each route's meta replaces its parents', so every page
 * builds the full set here.
 */
export function titleMeta(matches: readonly TMatch[], part?: string, description?: string): TMetaTag[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as TRootData | undefined
  const name = root?.site.name ?? 'Red Door Deli'
  const tags: TMetaTag[] = [
    { title: pageTitle(part, name) },
    {
      name: 'description',
      content:
        description ?? `Order ${name} sandwiches, po'boys, salads and catering for pickup or delivery.`,
    },
  ]
  if (root) tags.push({ name: 'apple-itunes-app', content: `app-id=${root.site.app_store_id}` })
  return tags
}
