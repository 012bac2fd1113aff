import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The chain's content stories (ADR 026), each file a Storyblok delivery API v2 answer for one story
 * (`{ story, cv, rels, links }`), named by its full slug with folders joined by '--'. They are what the
 * storefront shows out of the box (CONTENT_SOURCE=local) and what a chain imports into its Storyblok
 * space to start from: legal pages, accessibility statement, about, FAQ, and the contact, catering
 * inquiry and eClub forms.
 */
export const demoStoriesDir: string = fileURLToPath(new URL('../stories/', import.meta.url))

/** Every shipped story's delivery answer, by full slug ('privacy', 'catering-inquiry'). */
export function readDemoStories(): Map<string, unknown> {
  const stories = new Map<string, unknown>()
  for (const file of readdirSync(demoStoriesDir).sort()) {
    if (!file.endsWith('.json')) continue
    const slug = file.slice(0, -'.json'.length).replaceAll('--', '/')
    stories.set(slug, JSON.parse(readFileSync(`${demoStoriesDir}${file}`, 'utf8')))
  }
  return stories
}
