import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { StoryblokStories } from '../src/modules/content/storyblok-stories.ts'
import { signStoryblokWebhook } from '../src/modules/content/webhook-signature.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

/**
 * The Storyblok adapter (ADR 026) against recorded delivery API v2 answers (fixtures/storyblok):
 * `fetch` is stubbed, so no test reaches Storyblok. Then the API with CONTENT_SOURCE=storyblok: stories
 * come from Storyblok, cached until its signed webhook says one changed.
 */

const TOKEN = 'sb-public-token-for-tests'
const SECRET = 'storyblok-webhook-secret-0123'
const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, 'fixtures/storyblok', `${name}.json`), 'utf8')

let requested: string[]
let warnings: string[]
/** Answers every fetch of a story with a recorded body (by slug), recording the URL. */
function recorded(answers: Record<string, { status: number; body: string }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url)
      const slug = new URL(url).pathname.replace(/^\/v2\/cdn\/stories\//, '')
      const answer = answers[slug] ?? { status: 404, body: fixture('not-found') }
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
}
const log = { warn: (_detail: object, message: string) => warnings.push(message) }
const storyblok = (version: 'published' | 'draft' = 'published') =>
  new StoryblokStories({ token: TOKEN, version, apiUrl: 'https://api.storyblok.com/v2', log })

beforeEach(() => {
  requested = []
  warnings = []
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('StoryblokStories', () => {
  it('asks cdn/stories/{slug} with the version, the token and a cv, and keeps the blocks the storefront renders', async () => {
    recorded({ 'help/faq': { status: 200, body: fixture('story-help-faq') } })
    const story = await storyblok().getStory('help/faq')
    expect(requested).toHaveLength(1)
    const url = new URL(requested[0] as string)
    expect(`${url.origin}${url.pathname}`).toBe('https://api.storyblok.com/v2/cdn/stories/help/faq')
    expect(url.searchParams.get('version')).toBe('published')
    expect(url.searchParams.get('token')).toBe(TOKEN)
    expect(Number(url.searchParams.get('cv'))).toBeGreaterThan(0)
    expect(story).toMatchObject({ full_slug: 'help/faq', content: { title: 'Frequently Asked Questions' } })
    // The unknown 'teaser' and the button without a label are dropped, with a warning each.
    expect(story?.content.body.map((block) => block.component)).toEqual(['rich_text', 'content_card'])
    expect(warnings).toEqual([
      'content block dropped: the storefront cannot render it',
      'content block dropped: the storefront cannot render it',
    ])
    expect(JSON.stringify(story)).not.toContain('_editable')
  })

  it('answers null for a slug Storyblok does not have (404), and remembers it until invalidated', async () => {
    recorded({})
    const source = storyblok()
    expect(await source.getStory('no-such-page')).toBeNull()
    expect(await source.getStory('no-such-page')).toBeNull()
    expect(requested).toHaveLength(1)
  })

  it('keeps published stories until invalidate, then asks again with a newer cv', async () => {
    recorded({ 'help/faq': { status: 200, body: fixture('story-help-faq') } })
    const source = storyblok()
    await source.getStory('help/faq')
    await source.getStory('help/faq')
    expect(requested).toHaveLength(1)
    source.invalidate()
    await source.getStory('help/faq')
    expect(requested).toHaveLength(2)
    const cv = (at: number) => Number(new URL(requested[at] as string).searchParams.get('cv'))
    expect(cv(1)).toBeGreaterThan(cv(0))
  })

  it('never caches drafts', async () => {
    recorded({ 'help/faq': { status: 200, body: fixture('story-help-faq') } })
    const source = storyblok('draft')
    await source.getStory('help/faq')
    await source.getStory('help/faq')
    expect(requested).toHaveLength(2)
    expect(new URL(requested[0] as string).searchParams.get('version')).toBe('draft')
  })

  it('answers 503 when Storyblok refuses (a wrong token) or cannot be reached, and does not remember the failure', async () => {
    recorded({ 'help/faq': { status: 401, body: fixture('unauthorized') } })
    const source = storyblok()
    await expect(source.getStory('help/faq')).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    })
    expect(warnings).toEqual(['Storyblok refused a story request'])
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed')
      }),
    )
    await expect(source.getStory('help/faq')).rejects.toMatchObject({ statusCode: 503 })
    recorded({ 'help/faq': { status: 200, body: fixture('story-help-faq') } })
    expect(await source.getStory('help/faq')).not.toBeNull()
  })
  it('lists published story slugs from cdn/links a thousand at a time, without folders (the sitemap)', async () => {
    const link = (slug: string, extra: object = {}) => ({ slug, is_folder: false, published: true, ...extra })
    const pages = [
      Object.fromEntries([
        ['folder', link('help', { is_folder: true, published: false })],
        ...Array.from({ length: 999 }, (_, n) => [`uuid-${n}`, link(`news/story-${n}`)]),
      ]),
      { last: link('help/faq'), hidden: link('help/draft', { published: false }) },
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url)
        const page = Number(new URL(url).searchParams.get('page'))
        return Response.json({ links: pages[page - 1] ?? {} })
      }),
    )
    const slugs = await storyblok().listSlugs()
    expect(slugs).toHaveLength(1000)
    expect(slugs).toContain('help/faq')
    expect(slugs).not.toContain('help')
    expect(slugs).not.toContain('help/draft')
    const asked = requested.map((url) => new URL(url))
    expect(asked.map((url) => url.pathname)).toEqual(['/v2/cdn/links', '/v2/cdn/links'])
    expect(asked.map((url) => url.searchParams.get('per_page'))).toEqual(['1000', '1000'])
    expect(asked[0]?.searchParams.get('token')).toBe(TOKEN)
  })
})

describe('the API on Storyblok (CONTENT_SOURCE=storyblok)', () => {
  let t: TTestApp
  beforeAll(async () => {
    t = await build({
      CONTENT_SOURCE: 'storyblok',
      STORYBLOK_TOKEN: TOKEN,
      STORYBLOK_WEBHOOK_SECRET: SECRET,
    })
  })
  const webhook = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/content/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'webhook-signature': signature } : {}),
      },
      payload: body,
    })
  const json = (response: { statusCode: number; json: () => unknown }) => ({
    statusCode: response.statusCode,
    json: response.json() as Record<string, unknown>,
  })

  it('refuses a webhook without a signature, with a wrong one, or signed for another body (401), and keeps the cache', async () => {
    // First in this app: no valid webhook has been sent yet, so no notification can clear the cache meanwhile.
    recorded({ 'help/faq': { status: 200, body: fixture('story-help-faq') } })
    expectOk(await t.call({ method: 'GET', url: '/api/v1/content/stories/help/faq' }))
    const body = fixture('webhook-published')
    const before = requested.length
    for (const signature of [
      undefined,
      'not-hex',
      signStoryblokWebhook(body, 'another-secret-0123456'),
      signStoryblokWebhook('{}', SECRET),
    ]) {
      expectError(json(await webhook(body, signature)), 401, 'UNAUTHORIZED')
    }
    expectOk(await t.call({ method: 'GET', url: '/api/v1/content/stories/help/faq' }))
    expect(requested).toHaveLength(before)
  })

  it('serves stories from Storyblok, cached, until a webhook with a good signature (no API key needed)', async () => {
    // A slug the test before has not cached (the recorded answer is the FAQ's).
    recorded({ seasonal: { status: 200, body: fixture('story-help-faq') } })
    const story = expectOk(await t.call({ method: 'GET', url: '/api/v1/content/stories/seasonal' }))
    expect(story.content.title).toBe('Frequently Asked Questions')
    expectOk(await t.call({ method: 'GET', url: '/api/v1/content/stories/seasonal' }))
    expect(requested).toHaveLength(1)
    expectError(await t.call({ method: 'GET', url: '/api/v1/content/stories/gone' }), 404, 'STORY_NOT_FOUND')

    const body = fixture('webhook-published')
    expect(expectOk(json(await webhook(body, signStoryblokWebhook(body, SECRET))))).toEqual({
      invalidated: true,
    })
    expectOk(await t.call({ method: 'GET', url: '/api/v1/content/stories/seasonal' }))
    expect(requested.filter((url) => url.includes('/seasonal?'))).toHaveLength(2)
  })

  it('has no webhook with the shipped stories (404)', async () => {
    const local = await build()
    const body = fixture('webhook-published')
    const response = await local.app.inject({
      method: 'POST',
      url: '/api/v1/content/webhook',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': signStoryblokWebhook(body, SECRET),
      },
      payload: body,
    })
    expectError(json(response), 404, 'NOT_FOUND')
  })
})
