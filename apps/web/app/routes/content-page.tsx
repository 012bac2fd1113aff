import type { TStory } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { storySlugFromPath } from '@deli/domain/content'
import { data } from 'react-router'
import { StoryPage } from '../features/content/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/content-page'

/**
 * The /* catch-all (spec §2): the story published at this path (ADR 026), server-rendered; a path no
 * story can have, or has, is the real 404 page (the shell's error screen, 'This page could not be found').
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The splat, not request.url: a client navigation's data request ends in '.data'.
  const slug = storySlugFromPath(`/${params['*'] ?? ''}`)
  if (!slug) throw data(null, { status: 404 })
  return { story: await apiGet<TStory>(`content/stories/${slug}`, { request, context }) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? titleMeta(matches, loaderData.story.content.title, loaderData.story.content.description)
    : titleMeta(matches, TEXTS.notFound)

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <StoryPage story={loaderData.story} />
}
