/**
 * The status lines of a staff page's changes: a polite status when one is saved, an alert with the
 * API's sentence when one is not.
 */
export function ChangeStatus(props: { done: string; failure: string }) {
  return (
    <>
      <p className="availability__status" role="status">
        {props.done}
      </p>
      {props.failure && (
        <p className="availability__failure" role="alert">
          {props.failure}
        </p>
      )}
    </>
  )
}
