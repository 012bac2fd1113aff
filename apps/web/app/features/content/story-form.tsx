import type { TFormBlock } from '@deli/contracts'
import { CAPTCHA_ACTIONS, storyFormFields } from '@deli/domain/content'
import { useEffect, useRef, useState } from 'react'
import { useCaptcha } from '../../lib/captcha.ts'
import { contentApi } from '../../lib/content-api.ts'
import { Button } from '../../ui/button.tsx'
import { FormSummary, useAccountForm } from '../account-forms/index.ts'
import { StoryFormField } from './form-field.tsx'

/**
 * A generic CMS-driven form (spec §2, §5): its fields come from the story; on submit the domain's
 * rules check them, focus and scroll go to the first invalid required field (a date of birth's month)
 * and the summary is announced; only valid fields are sent, with a captcha token when captcha is on
 * (its script loads only then). The story's success message replaces the form and takes focus.
 */
export function StoryForm({ form, formId }: { form: TFormBlock; formId: string }) {
  const captchaToken = useCaptcha(CAPTCHA_ACTIONS.form)
  const [receipt, setReceipt] = useState<string | null>(null)
  const success = useRef<HTMLDivElement>(null)
  const state = useAccountForm(`form-${formId}`, storyFormFields(form), async (values) => {
    const answer = await contentApi.submitForm(formId, { values, captcha_token: await captchaToken() })
    setReceipt(answer.message)
  })

  useEffect(() => {
    if (receipt) success.current?.focus()
  }, [receipt])

  const headingId = `form-${formId}-title`
  return (
    <section className="story-form" aria-labelledby={form.title ? headingId : undefined}>
      {form.title && (
        <h2 id={headingId} className="story-form__title">
          {form.title}
        </h2>
      )}
      <div ref={success} tabIndex={-1} role="status" className={receipt ? 'story-form__sent' : undefined}>
        {receipt && <p>{receipt}</p>}
      </div>
      {!receipt && (
        <form className="account-form story-form__fields" noValidate onSubmit={state.onSubmit}>
          <FormSummary form={state} />
          {form.fields.map((field) => (
            <StoryFormField key={field._uid} form={state} field={field} />
          ))}
          <Button type="submit" aria-busy={state.isPending} className="account-form__submit">
            {form.submit_label}
          </Button>
        </form>
      )}
    </section>
  )
}
