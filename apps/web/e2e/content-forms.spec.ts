import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady, MAILBOX_HEADERS } from './helpers.ts'

/**
 * A generic CMS-driven form (ADR 026, spec §5): a bad submit focuses the first invalid required field
 * and announces the problems; a good one shows the story's success message, and the submission is
 * in the dev mailbox at the chain's forms inbox (CONTENT_FORMS_INBOX, default guestcare@…).
 */

const INBOX = 'guestcare@reddoordeli.example'

test('the contact form: first invalid field focused, then sent, stored and mailed', async ({ page }) => {
  const email = `maya.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  await gotoReady(page, '/contact')
  const form = page.getByRole('region', { name: 'Send us a message' })
  await form.getByLabel('First name').fill('Maya')
  await form.getByLabel('Email').fill('maya@')
  await form.getByRole('button', { name: 'Send Message' }).click()

  // The first invalid required field is Last name: it takes focus; every problem is announced.
  await expect(form.getByLabel('Last name')).toBeFocused()
  const summary = form.getByRole('alert')
  await expect(summary).toContainText('Please check the highlighted fields.')
  await expect(summary).toContainText('Last name is required')
  await expect(summary).toContainText('Please enter a valid email address.')
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await form.getByLabel('Last name').fill('Okafor')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone (optional)').fill('(214) 555-0142')
  await form.getByLabel('Topic').selectOption('catering')
  await form
    .getByLabel('Message', { exact: true })
    .fill('Do you make gluten-free boxed lunches for 30 people?')
  await form.getByLabel('I agree that Red Door Deli may use these details to answer my message.').check()
  await form.getByRole('button', { name: 'Send Message' }).click()

  const thanks = form.getByRole('status')
  await expect(thanks).toHaveText(
    'Thanks for reaching out! Your message is on its way to our guest care team, and we will reply within two business days.',
  )
  await expect(thanks).toBeFocused()
  await expectAccessible(page)

  // The chain's inbox has it, phone as digits, in the dev mailbox.
  let text = ''
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/v1/dev/mailbox?to=${encodeURIComponent(INBOX)}&limit=50`,
        {
          headers: { ...API_HEADERS, ...MAILBOX_HEADERS },
        },
      )
      const { data } = (await response.json()) as { data: { messages: { subject: string; text: string }[] } }
      text = data.messages.find((message) => message.text.includes(email))?.text ?? ''
      return text !== ''
    })
    .toBe(true)
  expect(text).toContain('Phone: 2145550142')
  expect(text).toContain('Topic: Catering')
  expect(text).toContain('Message: Do you make gluten-free boxed lunches for 30 people?')
})
