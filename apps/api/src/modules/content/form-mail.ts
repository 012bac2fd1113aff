import type { TFormBlock, TStory } from '@deli/contracts'
import { CHAIN } from '@deli/domain'
import type { TMail } from '../notifications/index.ts'
import { renderMail } from '../notifications/index.ts'

const BRAND = CHAIN.name

/** What a stored value reads as in the email: a checkbox Yes/No, a select its option's label. */
function shown(field: TFormBlock['fields'][number], value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (field.type === 'select') return field.options?.find((option) => option.value === value)?.label ?? value
  return value === '' ? '—' : value
}

/**
 * The email to the chain's inbox for one form submission: every field of the form in the story's
 * order with its label (section headers as headings), the page it came from and its number.
 */
export function formSubmissionMail(submission: {
  to: string
  story: TStory
  form: TFormBlock
  values: Record<string, string | boolean>
  id: number
  pageUrl: string
}): TMail {
  const { form, values } = submission
  const title = form.title ?? submission.story.name
  const lines = form.fields.flatMap((field) => {
    if (field.type === 'section-header') return [`— ${field.label} —`]
    const value = values[field.name]
    return value === undefined ? [] : [`${field.label}: ${shown(field, value)}`]
  })
  const email = typeof values.email === 'string' ? values.email : null
  return {
    kind: 'form-submission',
    to: submission.to,
    subject: `${submission.story.name}: ${title} (#${submission.id})`,
    ...renderMail(
      {
        greeting: `New submission of "${title}" on ${submission.story.name}.`,
        paragraphs: [...lines, ...(email ? [`Reply to ${email} to answer them.`] : [])],
        action: { label: 'Open the page', url: submission.pageUrl },
        footnote: `Submission #${submission.id}, kept with the other submissions of the form "${submission.story.full_slug}".`,
      },
      BRAND,
    ),
  }
}
