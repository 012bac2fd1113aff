import type { TAllergen } from '@deli/contracts'
import { ALLERGENS } from '@deli/contracts/constants'
import { ALLERGEN_NAMES, TEXTS } from '@deli/domain'
import { useCallback, useId, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { usePopoverBehaviour } from '../../ui/use-popover.ts'
import { useAvoidAllergens } from './avoid-allergens.ts'

/** 'Milk, Egg and Sesame'. */
export function allergenList(allergens: readonly TAllergen[]): string {
  const names = allergens.map((allergen) => ALLERGEN_NAMES[allergen])
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** '95 items shown, 3 marked'. */
function countText(shown: number, marked: number): string {
  const items = `${shown} ${shown === 1 ? 'item' : 'items'} shown`
  return `${items}, ${marked} marked`
}

/**
 * The menu's "Avoid" filter (ADR 049): a disclosure whose panel is a fieldset of the nine allergens,
 * the active choices as chips that clear them, and a status that announces how many items are
 * marked. Items are marked, never hidden, and the kitchen caution is always beside the filter.
 */
export function AllergenFilter(props: { avoided: readonly TAllergen[]; shown: number; marked: number }) {
  const { avoided } = props
  const setAvoided = useAvoidAllergens((state) => state.setAvoided)
  const [isOpen, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggle.current?.focus()
  }, [])
  const panel = usePopoverBehaviour({ isOpen, close, wrapper })
  const toggleAllergen = (allergen: TAllergen, isOn: boolean) =>
    setAvoided(isOn ? [...avoided, allergen] : avoided.filter((code) => code !== allergen))

  return (
    <section className="allergen-filter" aria-label="Allergen filter">
      <div className="allergen-filter__bar" ref={wrapper}>
        <button
          ref={toggle}
          type="button"
          className={`allergen-filter__toggle${avoided.length > 0 ? ' is-active' : ''}`}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
        >
          Avoid allergens{avoided.length > 0 ? ` (${avoided.length})` : ''}
        </button>
        {isOpen && (
          <div id={panelId} ref={panel} className="allergen-filter__panel" tabIndex={-1}>
            <fieldset>
              <legend>Avoid</legend>
              <div className="allergen-filter__options">
                {ALLERGENS.map((allergen) => (
                  <label key={allergen} className="allergen-filter__option">
                    <input
                      type="checkbox"
                      checked={avoided.includes(allergen)}
                      onChange={(event) => toggleAllergen(allergen, event.target.checked)}
                    />
                    {ALLERGEN_NAMES[allergen]}
                  </label>
                ))}
              </div>
            </fieldset>
            <p className="allergen-filter__caution">{TEXTS.allergenKitchenCaution}</p>
            <Button size="small" onClick={() => close(true)}>
              Done
            </Button>
          </div>
        )}
        {avoided.length > 0 && (
          <ul className="allergen-filter__chips" aria-label="Active filters">
            {avoided.map((allergen) => (
              <li key={allergen}>
                <button
                  type="button"
                  className="allergen-chip"
                  aria-label={`Stop avoiding ${ALLERGEN_NAMES[allergen]}`}
                  onClick={() => toggleAllergen(allergen, false)}
                >
                  Avoiding {ALLERGEN_NAMES[allergen]} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            {avoided.length > 1 && (
              <li>
                <button
                  type="button"
                  className="allergen-chip allergen-chip--clear"
                  onClick={() => setAvoided([])}
                >
                  Clear all
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
      {avoided.length > 0 && !isOpen && (
        <p className="allergen-filter__caution">{TEXTS.allergenKitchenCaution}</p>
      )}
      <p className="visually-hidden" role="status">
        {avoided.length > 0 ? countText(props.shown, props.marked) : ''}
      </p>
    </section>
  )
}
