import type { TFormBlock, TStoryLink } from '@deli/contracts'
import { PHONE_RULE, STORY_SLUG_MAX, STORY_SLUG_PATTERN } from '@deli/contracts/constants'
import type { TFormField } from './form-rules.ts'

/**
 * Rules of content pages (spec §1, ADR 026) that the API and the storefront share: which path can be
 * a story, where a story's link goes (and which links are never followed), and the generic form's
 * fields as the spec §5 form rules read them.
 */

/** The slug of the story a storefront path could show ('/privacy/' → 'privacy'), or null if none can. */
export function storySlugFromPath(pathname: string): string | null {
  const slug = pathname.replace(/^\/+/, '').replace(/\/+$/, '')
  return slug.length <= STORY_SLUG_MAX && STORY_SLUG_PATTERN.test(slug) ? slug : null
}

/** Schemes a content link may use: a CMS editor's `javascript:` or `data:` link is never followed. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:)/i
const SITE_PATH = /^\/(?!\/)/

/**
 * Where a Storyblok link goes: a story link to its storefront path ('home' is '/'), a URL only if it
 * is http(s), mailto, tel or a path of this site, an email as mailto. Null for anything else (an
 * unsafe scheme, an empty link): the label is then shown without a link.
 */
export function contentHref(link: TStoryLink): string | null {
  const anchor = link.anchor ? `#${encodeURIComponent(link.anchor)}` : ''
  if (link.linktype === 'story') {
    const slug = (link.cached_url ?? '').replace(/^\/+/, '').replace(/\/+$/, '')
    if (slug === '' || slug === 'home') return `/${anchor}`
    return STORY_SLUG_PATTERN.test(slug) ? `/${slug}${anchor}` : null
  }
  if (link.linktype === 'email') {
    const email = (link.email ?? link.url ?? '').replace(/^mailto:/i, '').trim()
    return /^[^\s@<>]+@[^\s@<>]+$/.test(email) ? `mailto:${email}` : null
  }
  const url = (link.url ?? link.cached_url ?? '').trim()
  if (SAFE_URL.test(url) || SITE_PATH.test(url)) return `${url}${anchor}`
  return null
}

/** A link leaves the storefront (opens with rel=noopener; a site path stays a client navigation). */
export const isExternalHref = (href: string) => !href.startsWith('/') && !href.startsWith('#')

/** A rich-text link mark's attributes as a link (Storyblok writes a story link's slug in `href`). */
export function richTextLink(attrs: Record<string, unknown> = {}): TStoryLink {
  const text = (key: string) => (typeof attrs[key] === 'string' ? (attrs[key] as string) : undefined)
  const linktype = text('linktype')
  const href = text('href')
  return {
    linktype: linktype === 'story' || linktype === 'email' || linktype === 'asset' ? linktype : 'url',
    cached_url: href,
    url: href,
    email: href,
    anchor: text('anchor'),
  }
}

/**
 * A story's form as the generic form rules' fields (spec §3 form field → §5): the pattern, the
 * field's own invalid message, the minimum age, a date's days ahead; `values` fills them in (a
 * submission). A phone without a pattern of its own keeps the site's phone rule (PHONE_RULE, as
 * checkout and the account forms), so no form refuses a number the rest of the site takes.
 */
const isPhoneField = (field: { type: string }) => field.type === 'phone' || field.type === 'tel'

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function storyFormFields(
  form: Pick<TFormBlock, 'fields'>,
  values: Record<string, string | boolean> = {},
): TFormField[] {
  return form.fields.map((field) => ({
    name: field.name,
    type: field.type,
    label: field.label,
    required: field.required,
    value: values[field.name] ?? (field.type === 'checkbox' ? false : ''),
    // A select accepts only its options (unless the story gives a pattern of its own).
    ...(field.pattern
      ? { pattern: field.pattern }
      : field.type === 'select' && field.options?.length
        ? { pattern: field.options.map((option) => escapeRegExp(option.value)).join('|') }
        : isPhoneField(field)
          ? { pattern: PHONE_RULE.pattern }
          : {}),
    ...(field.invalid_message
      ? { errors: { invalid: field.invalid_message } }
      : isPhoneField(field) && !field.pattern
        ? { errors: { invalid: PHONE_RULE.invalid } }
        : {}),
    ...(field.max_length ? { maxLength: field.max_length } : {}),
    ...(field.minimum_age ? { minimumAge: field.minimum_age } : {}),
    ...(field.min_days_ahead !== undefined ? { minimumDaysAhead: field.min_days_ahead } : {}),
  }))
}
