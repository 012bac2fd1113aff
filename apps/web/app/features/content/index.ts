/**
 * Content pages (spec §1, ADR 026): a story from the content service rendered as a page — rich text,
 * buttons, menus of links, content cards and generic forms. Loaded only by the catch-all route (and
 * any later page that shows a story, e.g. /catering, through `StoryBlocks`); never by the site chrome.
 */

export { StoryBlocks } from './story-blocks.tsx'
export { StoryPage } from './story-page.tsx'
