import { TEXTS } from '@deli/domain'
import { Link } from 'react-router'

/** Error display: the 404 page of spec §2, or the status code of any other failure (default 500). */
export function ErrorScreen({ status = 500 }: { status?: number }) {
  const isNotFound = status === 404
  return (
    <main id="main" className="error-screen container">
      <p className="error-screen__code" aria-hidden="true">
        {status}
      </p>
      <h1>{isNotFound ? TEXTS.notFound : 'Something went wrong'}</h1>
      {!isNotFound && <p>We could not load this page (error {status}). Please try again in a moment.</p>}
      <Link className="btn btn--large btn--primary" to="/">
        {TEXTS.backHome}
      </Link>
    </main>
  )
}
