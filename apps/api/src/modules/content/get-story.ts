import type { TFormBlock, TStory } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'
import type { ContentSource } from './content-source.ts'

export const STORY_NOT_FOUND_MESSAGE = 'This page could not be found'

/** GET content/stories/{slug}: the published story, or 404 STORY_NOT_FOUND (spec §2's wording). */
export async function getStory(source: ContentSource, slug: string): Promise<TStory> {
  const story = await source.getStory(slug)
  if (!story) throw new AppError(404, 'STORY_NOT_FOUND', STORY_NOT_FOUND_MESSAGE)
  return story
}

/** A story's form (the first form block of its page), with the story it belongs to; 404 FORM_NOT_FOUND. */
export async function getStoryForm(
  source: ContentSource,
  formId: string,
): Promise<{ story: TStory; form: TFormBlock }> {
  const story = await source.getStory(formId)
  const form = story?.content.body.find((block) => block.component === 'form')
  if (!story || !form) throw new AppError(404, 'FORM_NOT_FOUND', 'There is no such form.')
  return { story, form }
}
