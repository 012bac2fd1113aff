import { z } from 'zod'
import { FORM_ID_PATTERN, STORY_SLUG_MAX, STORY_SLUG_MESSAGE, STORY_SLUG_PATTERN } from './constants.ts'
import { ZCaptchaTokenSchema, ZTextSchema } from './primitives.ts'

/**
 * Content pages from a headless content service (spec §1, ADR 026): stories in the
 * Storyblok story format. A story's content is a `page` block whose body is a list of blocks the
 * storefront renders: rich text, buttons, menus of links, content cards (spec §3) and generic forms
 * (spec §3 form field, §5 rules). The API answers only blocks these schemas know: a block a CMS
 * editor added that the storefront cannot render is dropped (and logged) before it leaves the API.
 */

/** A node of Storyblok rich text (ProseMirror JSON): paragraphs, headings, lists, text with marks … */
export type TRichTextNode = {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: { type: string; attrs?: Record<string, unknown> }[]
  content?: TRichTextNode[]
}
export const ZRichTextNodeSchema: z.ZodType<TRichTextNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z
      .array(z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() }))
      .optional(),
    content: z.array(ZRichTextNodeSchema).optional(),
  }),
)
export const ZRichTextSchema = z.object({ type: z.literal('doc'), content: z.array(ZRichTextNodeSchema) })
export type TRichText = z.infer<typeof ZRichTextSchema>

/** Storyblok's multilink field: another story (by its slug), a URL or an email address. */
export const ZStoryLinkSchema = z.object({
  linktype: z.enum(['story', 'url', 'email', 'asset']),
  cached_url: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  anchor: z.string().optional(),
  target: z.string().optional(),
})
export type TStoryLink = z.infer<typeof ZStoryLinkSchema>

const blockBase = { _uid: z.string().min(1).max(64) }

/** Spec §9 buttons: five types, two sizes. */
export const ZButtonBlockSchema = z.object({
  ...blockBase,
  component: z.literal('button'),
  label: z.string().min(1),
  link: ZStoryLinkSchema,
  button_type: z.enum(['primary', 'secondary', 'outline', 'neutral', 'link']).default('primary'),
  size: z.enum(['small', 'large']).default('large'),
})
export type TButtonBlock = z.infer<typeof ZButtonBlockSchema>

export const ZRichTextBlockSchema = z.object({
  ...blockBase,
  component: z.literal('rich_text'),
  text: ZRichTextSchema,
})

export const ZLinkMenuBlockSchema = z.object({
  ...blockBase,
  component: z.literal('link_menu'),
  title: z.string().min(1),
  links: z.array(
    z.object({
      ...blockBase,
      component: z.literal('menu_link'),
      label: z.string().min(1),
      link: ZStoryLinkSchema,
    }),
  ),
})

/** Spec §3 content card: title, heading, body, button list. */
export const ZContentCardBlockSchema = z.object({
  ...blockBase,
  component: z.literal('content_card'),
  title: z.string().optional(),
  heading: z.string().min(1),
  body: ZRichTextSchema.optional(),
  buttons: z.array(ZButtonBlockSchema).default([]),
})

export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'tel',
  'password',
  'checkbox',
  'section-header',
  'date-of-birth',
  'date',
  'textarea',
  'select',
] as const

/** Spec §3 form field: name, type, label, required, valid pattern, errors.invalid (`invalid_message`). */
export const ZFormFieldBlockSchema = z.object({
  ...blockBase,
  component: z.literal('form_field'),
  name: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string().min(1),
  required: z.boolean().default(false),
  /** The valid pattern's source, matched against the whole value. */
  pattern: z.string().max(500).optional(),
  invalid_message: z.string().optional(),
  hint: z.string().optional(),
  autocomplete: z.string().optional(),
  max_length: z.number().int().min(1).max(5000).optional(),
  /** Date of birth only (spec §5: 18). */
  minimum_age: z.number().int().min(1).max(120).optional(),
  /** Date only: the earliest date accepted is this many days after today (catering: 2, spec §9). */
  min_days_ahead: z.number().int().min(0).max(365).optional(),
  /** Select only. */
  options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
})
export type TFormFieldBlock = z.infer<typeof ZFormFieldBlockSchema>

/** A generic CMS-driven form (spec §2): its fields come from the story, its id is the story's slug. */
export const ZFormBlockSchema = z.object({
  ...blockBase,
  component: z.literal('form'),
  title: z.string().optional(),
  submit_label: z.string().min(1).default('Send'),
  success_message: z.string().min(1),
  fields: z.array(ZFormFieldBlockSchema).min(1),
})
export type TFormBlock = z.infer<typeof ZFormBlockSchema>

export const ZContentBlockSchema = z.discriminatedUnion('component', [
  ZRichTextBlockSchema,
  ZButtonBlockSchema,
  ZLinkMenuBlockSchema,
  ZContentCardBlockSchema,
  ZFormBlockSchema,
])
export type TContentBlock = z.infer<typeof ZContentBlockSchema>

export const ZPageBlockSchema = z.object({
  ...blockBase,
  component: z.literal('page'),
  title: z.string().min(1),
  description: z.string().optional(),
  body: z.array(ZContentBlockSchema),
})

/** A published story (Storyblok delivery API v2 `story`, the fields the storefront uses). */
export const ZStorySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  published_at: z.string().nullable(),
  content: ZPageBlockSchema,
})
export type TStory = z.infer<typeof ZStorySchema>

export const ZStorySlugSchema = z
  .string()
  .max(STORY_SLUG_MAX, STORY_SLUG_MESSAGE)
  .regex(STORY_SLUG_PATTERN, STORY_SLUG_MESSAGE)

/** GET content/stories/{slug…}: the rest of the path is the slug. */
export const ZStoryParamsSchema = z.object({ '*': ZStorySlugSchema })

export const ZFormIdParamsSchema = z.object({
  formId: z.string().max(80, 'There is no such form.').regex(FORM_ID_PATTERN, 'There is no such form.'),
})

/** The longest value one field of a generic form may carry. */
export const FORM_VALUE_MAX = 5000
export const FORM_FIELDS_MAX = 60

/**
 * POST content/forms/{formId}: the valid fields by name (spec §5: only valid fields are sent) and,
 * when captcha is on (site config `captcha.enabled`), the captcha token for action `form`.
 */
export const ZFormSubmissionBodySchema = z.object({
  values: z
    .record(
      z.string().max(64),
      z.union([ZTextSchema().max(FORM_VALUE_MAX, `Use at most ${FORM_VALUE_MAX} characters.`), z.boolean()]),
    )
    .refine((values) => Object.keys(values).length <= FORM_FIELDS_MAX, 'This form has fewer fields.'),
  captcha_token: ZCaptchaTokenSchema,
})
export type TFormSubmissionBody = z.infer<typeof ZFormSubmissionBodySchema>

export const ZFormReceiptSchema = z.object({ id: z.number(), message: z.string() })
export type TFormReceipt = z.infer<typeof ZFormReceiptSchema>

/** Storyblok's webhook body (story published, unpublished, deleted, moved …): what the API reads of it. */
export const ZStoryblokWebhookSchema = z.looseObject({
  action: z.string().optional(),
  full_slug: z.string().optional(),
  story_id: z.number().optional(),
})
