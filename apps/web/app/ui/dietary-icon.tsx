import type { TDietaryFlag } from '@deli/contracts'
import { DIETARY_NAMES } from '@deli/domain'

/** Each icon's letters; its name is the domain's (`DIETARY_NAMES`), as the back office's checkboxes. */
const SHORT: Record<TDietaryFlag, string> = {
  dairy: 'D',
  'gluten-free': 'GF',
  keto: 'K',
  paleo: 'P',
  'plant-based': 'PB',
  vegan: 'VG',
  vegetarian: 'V',
}
const DIETARY = Object.fromEntries(
  (Object.keys(SHORT) as TDietaryFlag[]).map((flag) => [
    flag,
    { short: SHORT[flag], label: DIETARY_NAMES[flag] },
  ]),
) as Record<TDietaryFlag, { short: string; label: string }>

/** The seven dietary icons of spec §2, each with its name for assistive technology and on hover. */
export function DietaryIcon({ flag }: { flag: TDietaryFlag }) {
  const { short, label } = DIETARY[flag]
  return (
    <span className={`dietary dietary--${flag}`} title={label} role="img" aria-label={label}>
      {short}
    </span>
  )
}

export function DietaryIcons({ flags }: { flags: readonly TDietaryFlag[] }) {
  if (flags.length === 0) return null
  return (
    <span className="dietary-list">
      {flags.map((flag) => (
        <DietaryIcon key={flag} flag={flag} />
      ))}
    </span>
  )
}

/**
 * The key to the dietary icons, in words (ADR 045): every flag the page shows, in the table's order,
 * so nobody has to hover an icon to learn what it means.
 */
export function DietaryLegend({ flags }: { flags: ReadonlySet<TDietaryFlag> }) {
  const shown = (Object.keys(DIETARY) as TDietaryFlag[]).filter((flag) => flags.has(flag))
  if (shown.length === 0) return null
  return (
    <section className="dietary-legend" aria-labelledby="dietary-legend-h">
      <h2 id="dietary-legend-h" className="dietary-legend__title">
        Dietary key
      </h2>
      <ul className="dietary-legend__list">
        {shown.map((flag) => (
          <li key={flag}>
            <span className={`dietary dietary--${flag}`} aria-hidden="true">
              {DIETARY[flag].short}
            </span>{' '}
            {DIETARY[flag].label}
          </li>
        ))}
      </ul>
    </section>
  )
}
