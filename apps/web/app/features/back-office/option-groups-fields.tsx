import { Button } from '../../ui/button.tsx'
import { Field } from './form-fields.tsx'
import { newGroup, newOption, type TDraftGroup, type TDraftOption } from './product-draft.ts'

/**
 * A product's option groups and their options (min/max choices, defaults, price change, calories):
 * each group a fieldset, each option a row; add and remove by buttons, in the order shown.
 */
export function OptionGroupsFields(props: {
  groups: TDraftGroup[]
  errors: Record<string, string>
  onChange: (groups: TDraftGroup[]) => void
}) {
  const { groups, errors } = props
  const setGroup = (index: number, group: TDraftGroup) =>
    props.onChange(groups.map((each, at) => (at === index ? group : each)))
  const setOption = (group: TDraftGroup, index: number, at: number, option: TDraftOption) =>
    setGroup(index, { ...group, options: group.options.map((each, place) => (place === at ? option : each)) })
  return (
    <div className="bo-groups">
      {groups.map((group, index) => {
        const path = `optionGroups.${index}`
        const title = group.name.trim() || `Option group ${index + 1}`
        return (
          <fieldset key={group.id ?? `new-${index}`} className="bo-group">
            <legend>{title}</legend>
            <div className="bo-row">
              <Field
                label="Group name"
                value={group.name}
                error={errors[`${path}.name`]}
                onChange={(event) => setGroup(index, { ...group, name: event.target.value })}
                wide
              />
              <Field
                label="Required choices"
                inputMode="numeric"
                value={group.min}
                error={errors[`${path}.min`]}
                onChange={(event) => setGroup(index, { ...group, min: event.target.value })}
              />
              <Field
                label="Most choices"
                inputMode="numeric"
                value={group.max}
                error={errors[`${path}.max`]}
                onChange={(event) => setGroup(index, { ...group, max: event.target.value })}
              />
            </div>
            <Field
              label="Group description"
              value={group.description}
              error={errors[`${path}.description`]}
              onChange={(event) => setGroup(index, { ...group, description: event.target.value })}
              wide
            />
            {errors[`${path}.options`] && <p className="bo-field__error">{errors[`${path}.options`]}</p>}
            <ul className="bo-options">
              {group.options.map((option, at) => {
                const optionPath = `${path}.options.${at}`
                const label = option.name.trim() || `option ${at + 1}`
                return (
                  <li key={option.id ?? `new-${at}`} className="bo-row bo-option">
                    <Field
                      label={`Option ${at + 1} name`}
                      value={option.name}
                      error={errors[`${optionPath}.name`]}
                      onChange={(event) =>
                        setOption(group, index, at, { ...option, name: event.target.value })
                      }
                      wide
                    />
                    <Field
                      label="Price change ($)"
                      inputMode="decimal"
                      value={option.cost}
                      error={errors[`${optionPath}.cost`]}
                      onChange={(event) =>
                        setOption(group, index, at, { ...option, cost: event.target.value })
                      }
                    />
                    <Field
                      label="Calories"
                      inputMode="numeric"
                      value={option.calories}
                      error={errors[`${optionPath}.calories`]}
                      onChange={(event) =>
                        setOption(group, index, at, { ...option, calories: event.target.value })
                      }
                    />
                    <label className="bo-check">
                      <input
                        type="checkbox"
                        checked={option.isDefault}
                        onChange={(event) =>
                          setOption(group, index, at, { ...option, isDefault: event.target.checked })
                        }
                      />{' '}
                      Chosen by default
                    </label>
                    <Button
                      size="small"
                      variant="outline"
                      disabled={group.options.length === 1}
                      aria-label={`Remove ${label} from ${title}`}
                      onClick={() =>
                        setGroup(index, {
                          ...group,
                          options: group.options.filter((_, place) => place !== at),
                        })
                      }
                    >
                      Remove
                    </Button>
                  </li>
                )
              })}
            </ul>
            <div className="bo-row">
              <Button
                size="small"
                variant="outline"
                onClick={() => setGroup(index, { ...group, options: [...group.options, newOption()] })}
              >
                Add an option to {title}
              </Button>
              <Button
                size="small"
                variant="outline"
                onClick={() => props.onChange(groups.filter((_, at) => at !== index))}
              >
                Remove {title}
              </Button>
            </div>
          </fieldset>
        )
      })}
      <Button size="small" variant="secondary" onClick={() => props.onChange([...groups, newGroup()])}>
        Add an option group
      </Button>
    </div>
  )
}
