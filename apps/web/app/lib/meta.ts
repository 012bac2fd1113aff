import { pageTitle } from '@deli/domain'
import type { TRootData } from './site-config.tsx'

type TMatch = { id: string; loaderData?: unknown } | undefined

/** `<title>` for a page: '{part} | {product name}' (spec §1). */
export function titleMeta(matches: readonly TMatch[], part?: string, description?: string) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as TRootData | undefined
  const tags: ({ title: string } | { name: string; content: string })[] = [
    { title: pageTitle(part, root?.site.name ?? 'Red Door Deli') },
  ]
  if (description) tags.push({ name: 'description', content: description })
  return tags
}
