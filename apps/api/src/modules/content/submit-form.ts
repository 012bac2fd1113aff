import type { TFormReceipt, TFormSubmissionBody } from '@deli/contracts'
import { validateForm } from '@deli/domain'
import { CAPTCHA_ACTIONS, storyFormFields } from '@deli/domain/content'
import type { Captcha } from '../../platform/captcha.ts'
import type { TConfig } from '../../platform/config.ts'
import { publicOrigin } from '../../platform/config-derived.ts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { queueMail } from '../notifications/index.ts'
import type { ContentSource } from './content-source.ts'
import { formSubmissionMail } from './form-mail.ts'
import { getStoryForm } from './get-story.ts'
import { formSubmissions } from './tables.ts'

export const FORM_INVALID_MESSAGE = 'Please check the highlighted fields.'

/**
 * POST content/forms/{formId} (ADR 026): the fields come from the form's story; the spec §5 rules
 * (the domain's, as the storefront applies them) decide validity — a 400 names each invalid field —
 * then the captcha token is checked when captcha is on; the valid fields the story knows (never a
 * password) are stored and mailed to CONTENT_FORMS_INBOX in one transaction.
 */
export async function submitForm(
  deps: { db: TDatabase; config: TConfig; content: ContentSource; captcha: Captcha },
  request: { formId: string; body: TFormSubmissionBody; remoteIp: string; apiClient: string },
): Promise<TFormReceipt> {
  const { story, form } = await getStoryForm(deps.content, request.formId)
  const verdict = validateForm(storyFormFields(form, request.body.values), { today: new Date() })
  if (!verdict.isValid) throw new AppError(400, 'VALIDATION_FAILED', FORM_INVALID_MESSAGE, verdict.errors)
  await deps.captcha.check(request.body.captcha_token, CAPTCHA_ACTIONS.form, request.remoteIp)
  const passwords = new Set(
    form.fields.filter((field) => field.type === 'password').map((field) => field.name),
  )
  const values = Object.fromEntries(Object.entries(verdict.values).filter(([name]) => !passwords.has(name)))
  const to = deps.config.CONTENT_FORMS_INBOX
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        formId: request.formId,
        storyId: story.id,
        values,
        apiClient: request.apiClient,
        mailedTo: to,
      })
      .returning({ id: formSubmissions.id })
    if (!row) throw new Error('form submission insert returned nothing')
    const pageUrl = `${publicOrigin(deps.config)}/${story.full_slug}`
    await queueMail(tx, formSubmissionMail({ to, story, form, values, id: row.id, pageUrl }))
    return { id: row.id, message: form.success_message }
  })
}
