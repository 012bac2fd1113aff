import type { TStoreServices } from '@deli/contracts'
import { HANDOFF_LABELS } from '@deli/domain'

/** The handoffs in the domain's words (dispatch goes without a pill of its own: it is shown as Delivery). */
const LABELS: [keyof TStoreServices, string][] = [
  ...(['pickup', 'curbside', 'drivethru', 'delivery'] as const).map(
    (mode): [keyof TStoreServices, string] => [mode, HANDOFF_LABELS[mode]],
  ),
  // Plain words, not 'Split-pay groups' (spec §9 'Split Payment': each participant pays their own part).
  ['groupsplitpay', 'Group orders: each pays their own'],
]

export function ServicePills({ services }: { services: TStoreServices }) {
  return (
    <ul className="pills" aria-label="Services">
      {LABELS.filter(([key]) => services[key]).map(([key, label]) => (
        <li key={key} className="pill">
          {label}
        </li>
      ))}
    </ul>
  )
}
