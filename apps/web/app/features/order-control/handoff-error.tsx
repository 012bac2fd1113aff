/** Why a handoff change failed, said at once (the handoff and type selectors). */
export function HandoffError({ error }: { error: string | null }) {
  if (!error) return null
  return (
    <p className="field-error" role="alert">
      {error}
    </p>
  )
}
