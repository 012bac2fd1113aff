import { beforeAll, describe, expect, it } from 'vitest'
import { expectError, expectOk, expectRefusedWithoutKey } from './expect-envelope.ts'
import { apiHeaders, build, KIOSK_CLIENT, type TTestApp } from './helper.ts'

/**
 * GET content/stories/{slug…} with the embedded default source (CONTENT_SOURCE=local): the stories
 * shipped in packages/demo-data, in the Storyblok story format, only blocks the storefront renders.
 */

const API = '/api/v1'
let t: TTestApp

beforeAll(async () => {
  t = await build()
})

describe('GET /api/v1/content/stories/{slug}', () => {
  it.each([
    ['privacy', 'Privacy Policy'],
    ['terms', 'Terms of Use'],
    ['accessibility', 'Accessibility Statement'],
    ['about', 'About Red Door Deli'],
    ['faq', 'Frequently Asked Questions'],
    ['contact', 'Contact Us'],
    ['catering-inquiry', 'Catering Inquiry'],
  ])('answers the published story %s as a page of blocks', async (slug, title) => {
    const story = expectOk(await t.call({ method: 'GET', url: `${API}/content/stories/${slug}` }))
    expect(story).toMatchObject({ full_slug: slug, content: { component: 'page', title } })
    expect(story.content.body.length).toBeGreaterThan(0)
    expect(typeof story.published_at).toBe('string')
    for (const block of story.content.body)
      expect(['rich_text', 'button', 'link_menu', 'content_card', 'form']).toContain(block.component)
  })

  it('keeps the legal pages complete: headed sections of rich text', async () => {
    const story = expectOk(await t.call({ method: 'GET', url: `${API}/content/stories/privacy` }))
    const [text] = story.content.body
    expect(text.component).toBe('rich_text')
    const headings = text.text.content
      .filter((node: { type: string }) => node.type === 'heading')
      .map((node: { content: { text: string }[] }) => node.content.map((part) => part.text).join(''))
    expect(headings).toEqual(
      expect.arrayContaining(['Information we collect', 'How we use your information', 'Contact us']),
    )
  })

  it("gives a form's fields as the story defines them (spec §3 form field)", async () => {
    const story = expectOk(await t.call({ method: 'GET', url: `${API}/content/stories/contact` }))
    const form = story.content.body.find((block: { component: string }) => block.component === 'form')
    expect(form.submit_label).toBe('Send Message')
    expect(form.fields.map((field: { name: string }) => field.name)).toEqual([
      'about-you',
      'first_name',
      'last_name',
      'email',
      'phone',
      'your-message',
      'topic',
      'store',
      'message',
      'consent',
    ])
    expect(form.fields.find((field: { name: string }) => field.name === 'email')).toMatchObject({
      type: 'email',
      required: true,
      invalid_message: 'Please enter a valid email address.',
    })
    // Storyblok's empty fields ('') are absent; its numbers typed as text are numbers.
    expect(form.fields.find((field: { name: string }) => field.name === 'message')).toMatchObject({
      max_length: 2000,
    })
    expect(form.fields[0]).not.toHaveProperty('pattern')
  })

  it('answers 404 STORY_NOT_FOUND for a slug with no story, in the spec’s words', async () => {
    const response = await t.call({ method: 'GET', url: `${API}/content/stories/no-such-page` })
    expectError(response, 404, 'STORY_NOT_FOUND')
    expect(response.json.message).toBe('This page could not be found')
    expectError(
      await t.call({ method: 'GET', url: `${API}/content/stories/help/no-such-page` }),
      404,
      'STORY_NOT_FOUND',
    )
  })

  it('refuses a slug no story can have with a 400 in the envelope', async () => {
    for (const slug of ['Privacy', 'a..b', '%00', 'x'.repeat(201), 'a//b']) {
      const response = await t.call({ method: 'GET', url: `${API}/content/stories/${slug}` })
      expect([400, 404], slug).toContain(response.statusCode)
      expect(response.json.status).toBe('error')
    }
  })

  it('is open to any API client (web, kiosk) and refused without a key (401)', async () => {
    expectOk(
      await t.call({ method: 'GET', url: `${API}/content/stories/terms`, headers: apiHeaders(KIOSK_CLIENT) }),
    )
    await expectRefusedWithoutKey(t.app, `${API}/content/stories/terms`)
  })
})
