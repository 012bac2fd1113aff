import { groupOrderTimeText, TEXTS } from '@deli/domain'
import { useId } from 'react'
import { useGroupOrder } from './use-group-order.ts'

/** The group's order time in words (spec §4: the host's), or null outside a group. */
export function useGroupTimeText(): string | null {
  const { group } = useGroupOrder()
  return group ? groupOrderTimeText(group.ordertime, group.location.open) : null
}

/**
 * A participant's read-only order time (spec §4, §6: the host owns the group's time): when, who sets
 * it, and that only the host can change it. Never a picker: nothing here asks for the host's slots.
 */
export function GroupTimeNotice({ as: Heading = 'h3' }: { as?: 'h2' | 'h3' }) {
  const headingId = useId()
  const { group, role } = useGroupOrder()
  if (!group || role !== 'participant') return null
  return (
    <section className="panel-section group-time" aria-labelledby={headingId}>
      <Heading id={headingId} className="panel-section__title">
        Order time
      </Heading>
      <p className="group-time__when">{groupOrderTimeText(group.ordertime, group.location.open)}</p>
      <p className="mode-options__note">
        {TEXTS.groupTimeSetBy(group.hostfullname)} {TEXTS.hostOnlyOrderTime}.
      </p>
    </section>
  )
}
