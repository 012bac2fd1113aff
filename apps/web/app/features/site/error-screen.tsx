import { TEXTS } from '@deli/domain'
import { Link, useLocation } from 'react-router'

/** What a page refused to its visitor says when the refusal carries no sentence of its own. */
const NO_ACCESS = 'You cannot open this page'
const NO_ACCESS_TEXT =
  'Your account does not give you access to it. A chain admin can change what you may open.'

/** An error page's heading, which is its title too: a refusal, a 404 (spec §2), else a failure. */
export function errorHeading(status: number): string {
  if (status === 403) return NO_ACCESS
  if (status === 404) return TEXTS.notFound
  return 'Something went wrong'
}

/** The heading and paragraph of an error page: a refusal, a 404 (with its sentence under /staff), else a failure. */
function wording(status: number, isStaff: boolean, message: string | undefined) {
  const heading = errorHeading(status)
  if (status === 403) return { heading, text: message ?? NO_ACCESS_TEXT }
  if (status === 404) return { heading, text: isStaff ? message : undefined }
  return { heading, text: `We could not load this page (error ${status}). Please try again in a moment.` }
}

/**
 * Error display: the 404 page of spec §2, a refusal (403), or the status code of any other failure
 * (default 500). Under /staff (ADR 017) it says why — the sentence the refusal or the 404 came
 * with — and leads back to the staff home, not to the guest site.
 */
export function ErrorScreen({ status = 500, message }: { status?: number; message?: string }) {
  const isStaff = useLocation().pathname.startsWith('/staff')
  const { heading, text } = wording(status, isStaff, message)
  return (
    <main id="main" className="error-screen container">
      <p className="error-screen__code" aria-hidden="true">
        {status}
      </p>
      <h1>{heading}</h1>
      {text && <p>{text}</p>}
      {isStaff ? (
        <Link className="btn btn--large btn--primary" to="/staff">
          Back to staff home
        </Link>
      ) : (
        <Link className="btn btn--large btn--primary" to="/">
          {TEXTS.backHome}
        </Link>
      )}
    </main>
  )
}

/** The sentence a thrown route response carries as its body (the API's refusal), if any. */
export const errorSentence = (data: unknown): string | undefined =>
  typeof data === 'string' && data.trim() !== '' && data.length <= 300 ? data : undefined
