import type { TStoreServices } from '@deli/contracts'

const LABELS: [keyof TStoreServices, string][] = [
  ['pickup', 'Pickup'],
  ['curbside', 'Curbside'],
  ['drivethru', 'Drive-thru'],
  ['delivery', 'Delivery'],
  ['groupsplitpay', 'Split-pay groups'],
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
