import type { TStory } from '@deli/contracts'
import { CateringLanding } from '../features/catering/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/catering'

/** The catering inquiry story (ADR 026) whose text and form the landing shows. */
const INQUIRY_STORY = 'catering-inquiry'

export async function loader({ request, context }: Route.LoaderArgs) {
  return { inquiry: await apiGet<TStory>(`content/stories/${INQUIRY_STORY}`, { request, context }) }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(
    matches,
    'Catering',
    'Boxed lunches, sandwich trays, soups and cookie platters for meetings, parties and events — ordered ahead from your Red Door Deli.',
  )

export default function Catering({ loaderData }: Route.ComponentProps) {
  return <CateringLanding inquiry={loaderData.inquiry} />
}
