import type { TGroupParticipant } from '@deli/contracts'
import { cartCount, TEXTS } from '@deli/domain'
import { Icon } from '../../ui/icon.tsx'

/** How many items a participant added: the domain's bag count (utensils uncounted, spec §4). */
const itemsOf = (participant: TGroupParticipant) => cartCount(participant.orders)

/** The group's people and how many items each added (spec §2 bag: participant list). */
export function ParticipantList({ participants }: { participants: readonly TGroupParticipant[] }) {
  return (
    <section className="group-people" aria-labelledby="group-people-heading">
      <h3 id="group-people-heading" className="panel-section__title">
        Participants ({participants.length})
      </h3>
      <ul className="group-people__list">
        {participants.map((participant) => (
          <li key={participant.id} className="group-people__person">
            <span className="group-people__name">
              {participant.name}
              {participant.isHost && <span className="pill">Host</span>}
            </span>
            <span className="muted">
              {itemsOf(participant) === 1 ? '1 item' : `${itemsOf(participant)} items`}
              {participant.submitted && !participant.isHost ? ' · done' : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Group order submissions panel (spec §2, split payment only): collapsible 'Participant Submissions',
 * each participant with a check when submitted (paid), otherwise a close icon.
 */
export function SubmissionsPanel({ participants }: { participants: readonly TGroupParticipant[] }) {
  const others = participants.filter((participant) => !participant.isHost)
  return (
    <details className="group-submissions" open>
      <summary className="group-submissions__summary">{TEXTS.participantSubmissions}</summary>
      {others.length === 0 ? (
        <p className="muted">No one has joined yet.</p>
      ) : (
        <ul className="group-submissions__list">
          {others.map((participant) => (
            <li key={participant.id} className="group-submissions__person">
              <span
                className={
                  participant.submitted ? 'group-submissions__mark is-done' : 'group-submissions__mark'
                }
              >
                <Icon name={participant.submitted ? 'check' : 'close'} size={18} />
              </span>
              <span>{participant.name}</span>
              <span className="visually-hidden">
                {participant.submitted ? 'submitted' : 'not submitted yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
