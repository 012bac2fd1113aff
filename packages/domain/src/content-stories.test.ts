import type { TFormBlock } from '@deli/contracts'
import { PHONE_RULE } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import {
  contentHref,
  isExternalHref,
  richTextLink,
  storyFormFields,
  storySlugFromPath,
} from './content-stories.ts'
import { validateForm } from './form-rules.ts'
import { CATERING_DAYS_AHEAD } from './order-time.ts'

describe('storySlugFromPath', () => {
  it('turns a storefront path into a story slug', () => {
    expect(storySlugFromPath('/privacy')).toBe('privacy')
    expect(storySlugFromPath('/privacy/')).toBe('privacy')
    expect(storySlugFromPath('/help/faq')).toBe('help/faq')
    expect(storySlugFromPath('/catering-inquiry')).toBe('catering-inquiry')
  })

  it('refuses paths no story can have (so the storefront answers 404 without asking)', () => {
    for (const path of [
      '/',
      '/Privacy',
      '/a b',
      '/../etc',
      '/a//b',
      '/x.json',
      `/${'a'.repeat(201)}`,
      '/-x',
    ]) {
      expect(storySlugFromPath(path), path).toBeNull()
    }
  })
})

describe('contentHref', () => {
  it('sends a story link to its storefront path, home to /', () => {
    expect(contentHref({ linktype: 'story', cached_url: 'privacy' })).toBe('/privacy')
    expect(contentHref({ linktype: 'story', cached_url: '/help/faq/' })).toBe('/help/faq')
    expect(contentHref({ linktype: 'story', cached_url: 'home' })).toBe('/')
    expect(contentHref({ linktype: 'story', cached_url: 'contact', anchor: 'form' })).toBe('/contact#form')
  })

  it('keeps http(s), mailto, tel and site paths; refuses javascript:, data: and protocol-relative links', () => {
    expect(contentHref({ linktype: 'url', url: 'https://example.com/a' })).toBe('https://example.com/a')
    expect(contentHref({ linktype: 'url', url: 'tel:+12145550100' })).toBe('tel:+12145550100')
    expect(contentHref({ linktype: 'url', url: '/menus' })).toBe('/menus')
    expect(contentHref({ linktype: 'email', email: 'hello@reddoordeli.example' })).toBe(
      'mailto:hello@reddoordeli.example',
    )
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '',
    ])
      expect(contentHref({ linktype: 'url', url }), url).toBeNull()
    expect(contentHref({ linktype: 'email', email: 'not an email' })).toBeNull()
    expect(contentHref({ linktype: 'story', cached_url: '../x' })).toBeNull()
  })

  it('reads rich-text link marks the same way', () => {
    expect(contentHref(richTextLink({ linktype: 'story', href: '/accessibility' }))).toBe('/accessibility')
    expect(contentHref(richTextLink({ href: 'https://www.w3.org/WAI/' }))).toBe('https://www.w3.org/WAI/')
    expect(contentHref(richTextLink({ href: 'javascript:void(0)' }))).toBeNull()
    expect(isExternalHref('https://x.example')).toBe(true)
    expect(isExternalHref('/terms')).toBe(false)
  })
})

describe('storyFormFields', () => {
  const today = new Date(2026, 10, 21)
  const form: Pick<TFormBlock, 'fields'> = {
    fields: [
      {
        _uid: 'h',
        component: 'form_field',
        name: 'about-you',
        type: 'section-header',
        label: 'About you',
        required: false,
      },
      { _uid: 'n', component: 'form_field', name: 'name', type: 'text', label: 'Name', required: true },
      {
        _uid: 'e',
        component: 'form_field',
        name: 'email',
        type: 'email',
        label: 'Email',
        required: true,
        pattern: '[^@\\s]+@[^@\\s]+\\.[a-z]{2,}',
        invalid_message: 'Please enter a valid email address.',
      },
      {
        _uid: 'p',
        component: 'form_field',
        name: 'phone',
        type: 'phone',
        label: 'Phone',
        required: false,
        pattern: '1?\\d{10}',
      },
      {
        _uid: 't',
        component: 'form_field',
        name: 'topic',
        type: 'select',
        label: 'Topic',
        required: true,
        options: [
          { label: 'Catering (large order)', value: 'catering (large)' },
          { label: 'Other', value: 'other' },
        ],
      },
      {
        _uid: 'd',
        component: 'form_field',
        name: 'birthday',
        type: 'date-of-birth',
        label: 'Birthday',
        required: true,
        minimum_age: 18,
      },
    ],
  }

  it('gives the spec §5 rules the story fields: required, pattern, own message, phone digits, section headers', () => {
    const verdict = validateForm(
      storyFormFields(form, {
        name: 'Ann Lee',
        email: 'ann@example',
        phone: '(214) 555-0100',
        topic: 'catering (large)',
        birthday: '1990-02-03',
      }),
      { today },
    )
    expect(verdict.errors).toEqual({ email: 'Please enter a valid email address.' })
    expect(verdict.scrollTo).toBe('email')
    expect(verdict.fields.phone?.value).toBe('2145550100')
    expect(verdict.values).not.toHaveProperty('about-you')
  })

  it('accepts only a select option (its value taken literally) and falls back to the month of a date of birth', () => {
    const verdict = validateForm(
      storyFormFields(form, { name: 'Ann', email: 'ann@example.com', topic: 'catering (large)x' }),
      { today },
    )
    expect(Object.keys(verdict.errors)).toEqual(['topic', 'birthday'])
    expect(verdict.scrollTo).toBe('topic')
    const underAge = validateForm(
      storyFormFields(form, {
        name: 'Ann',
        email: 'ann@example.com',
        topic: 'other',
        birthday: '2015-01-01',
      }),
      { today },
    )
    expect(underAge.errors).toEqual({ birthday: 'You must be at least 18 years old.' })
    expect(underAge.scrollTo).toBe('birthday-month')
  })

  it("keeps the site's phone rule for a phone without a pattern, and a date's days ahead", () => {
    const fields = storyFormFields(
      {
        fields: [
          {
            _uid: 'p',
            component: 'form_field',
            name: 'phone',
            type: 'phone',
            label: 'Phone',
            required: true,
          },
          {
            _uid: 'd',
            component: 'form_field',
            name: 'event_date',
            type: 'date',
            label: 'Event date',
            required: true,
            min_days_ahead: CATERING_DAYS_AHEAD,
          },
        ],
      },
      { phone: '214.555.0123', event_date: '2026-11-22' },
    )
    expect(fields[0]).toMatchObject({ pattern: PHONE_RULE.pattern, errors: { invalid: PHONE_RULE.invalid } })
    expect(fields[1]).toMatchObject({ minimumDaysAhead: CATERING_DAYS_AHEAD })
    // Saturday Nov 21, 10:00 AM in Dallas: the earliest event day is Monday.
    const verdict = validateForm(fields, { today: new Date('2026-11-21T16:00:00Z') })
    expect(verdict.fields.phone).toEqual({ isValid: true, error: '', value: '2145550123' })
    expect(verdict.errors.event_date).toBe(
      'Please choose a date at least 2 days from today (Mon, Nov 23 or later).',
    )
  })
})
