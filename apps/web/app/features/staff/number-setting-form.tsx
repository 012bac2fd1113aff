import { useState } from 'react'
import { Button } from '../../ui/button.tsx'

/** What a store's number setting says and does (orders per slot, kitchen stations). */
export type TNumberSetting = {
  /** The input's label: 'Orders per time slot'. */
  label: string
  /** The save button's words: 'Save capacity'. */
  saveText: string
  /** The store's number now (its own or the chain's). */
  value: number
  usesChain: boolean
  chainValue: number
  range: { min: number; max: number }
  /** The domain's sentence for a number out of range; null when it fits. */
  problem: (value: number) => string | null
  /** Saves the store's own number, or null for the chain's default (with its status line). */
  save: (value: number | null) => void
}

/**
 * One number a store's manager sets on the Hours page, or hands back to the chain's default (ADR 021,
 * 065): checked with the domain's rule before sending, the same rule the API applies.
 */
export function NumberSettingForm(props: {
  setting: TNumberSetting
  canChange: boolean
  isSaving: boolean
  onProblem: (message: string) => void
}) {
  const { setting, canChange, isSaving } = props
  const [typed, setTyped] = useState(String(setting.value))
  return (
    <form
      className="availability__row"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const wanted = typed.trim() === '' ? Number.NaN : Number(typed)
        const problem = setting.problem(wanted)
        if (problem) props.onProblem(problem)
        else setting.save(wanted)
      }}
    >
      <label className="availability__field">
        {setting.label}
        <input
          type="number"
          inputMode="numeric"
          min={setting.range.min}
          max={setting.range.max}
          step={1}
          value={typed}
          disabled={!canChange}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <Button size="small" type="submit" disabled={!canChange || isSaving}>
        {setting.saveText}
      </Button>
      {!setting.usesChain && (
        <Button
          size="small"
          variant="outline"
          disabled={!canChange || isSaving}
          onClick={() => {
            setTyped(String(setting.chainValue))
            setting.save(null)
          }}
        >
          Use the chain’s default ({setting.chainValue})
        </Button>
      )}
    </form>
  )
}
