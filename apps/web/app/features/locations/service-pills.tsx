import type { TStoreServices } from '@deli/contracts'

const LABELS: [keyof TStoreServices, string][] = [
  ['pickup', 'Pickup'],
  ['curbside', 'Curbside'],
  ['drivethru', 'Drive-thru'],
  ['delivery', 'Delivery'],
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
