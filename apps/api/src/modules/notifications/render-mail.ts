/** What an email says: a greeting, paragraphs, and at most one button-like link. */
export type TMailContent = {
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** A closing line under everything (why the recipient got this email). */
  footnote?: string
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`)

/** The plain-text and HTML bodies of one email, in the chain's simple house layout. */
export function renderMail(content: TMailContent, brand: string): { text: string; html: string } {
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    `— ${brand}`,
  ].join('\n\n')
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#b3121f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`
    : ''
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    button,
    content.footnote ? `<p style="color:#555555;font-size:13px">${escapeHtml(content.footnote)}</p>` : '',
    `<p>— ${escapeHtml(brand)}</p>`,
    '</body></html>',
  ].join('')
  return { text, html }
}
