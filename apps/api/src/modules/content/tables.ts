import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One submission of a generic content form (ADR 026): the form's id (the slug of the story that
 * holds it), the story it was checked against, and only the fields the spec §5 rules found valid
 * and the story knows (never a password field). Mailed to CONTENT_FORMS_INBOX in the same
 * transaction; kept two years (housekeeping), as the privacy policy says.
 */
export const formSubmissions = pgTable(
  'content_form_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formId: text('form_id').notNull(),
    /** The story's id at the content service (Storyblok ids can pass int4). */
    storyId: bigint('story_id', { mode: 'number' }).notNull(),
    values: jsonb('values').$type<Record<string, string | boolean>>().notNull(),
    /** The API client (channel) it came through. */
    apiClient: text('api_client').notNull(),
    mailedTo: text('mailed_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_form_submissions_form_idx').on(table.formId, table.createdAt)],
)
export type TFormSubmissionRow = typeof formSubmissions.$inferSelect
