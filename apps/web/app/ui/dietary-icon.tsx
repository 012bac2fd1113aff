import type { TDietaryFlag } from '@deli/contracts'

const DIETARY: Record<TDietaryFlag, { short: string; label: string }> = {
  dairy: { short: 'D', label: 'Contains dairy' },
  'gluten-free': { short: 'GF', label: 'Gluten-free' },
  keto: { short: 'K', label: 'Keto' },
  paleo: { short: 'P', label: 'Paleo' },
  'plant-based': { short: 'PB', label: 'Plant-based' },
  vegan: { short: 'VG', label: 'Vegan' },
  vegetarian: { short: 'V', label: 'Vegetarian' },
}

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
