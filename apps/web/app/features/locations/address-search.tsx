import type { TPlaceDetails, TPlaceSuggestion } from '@deli/contracts'
import { TEXT_LIMITS } from '@deli/contracts/constants'
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  addressSearchSubmitError,
  shouldSearchAddress,
  TEXTS,
} from '@deli/domain'
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError, apiCall } from '../../lib/api-client.ts'
import { Icon } from '../../ui/icon.tsx'

export type TSearchPoint = { lat: number; lng: number; label: string; details?: TPlaceDetails }

/** Place details of a chosen suggestion (TanStack Query: one fetch per place, the field busy meanwhile). */
const PLACE_DETAILS_KEY = ['place-details'] as const
/**
 * Address search box with autocomplete (spec §2, §5): searches after more than 2 characters with a
 * 600 ms debounce, Enter on empty input says 'Please enter a location.', an ARIA combobox.
 */
export function AddressSearch({
  onSelect,
  label = 'City, state or ZIP code',
  defaultValue = '',
}: {
  onSelect: (point: TSearchPoint) => void
  label?: string
  defaultValue?: string
}) {
  const id = useId()
  const [input, setInput] = useState(defaultValue)
  const [suggestions, setSuggestions] = useState<TPlaceSuggestion[]>([])
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const client = useQueryClient()
  const busy = useIsFetching({ queryKey: PLACE_DETAILS_KEY }) > 0
  const typed = useRef(false)

  useEffect(() => {
    if (!typed.current || !shouldSearchAddress(input)) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const result = await apiCall<{ suggestions: TPlaceSuggestion[] }>(
          `geo/autocomplete?input=${encodeURIComponent(input.trim())}`,
          { signal: controller.signal },
        )
        setSuggestions(result.suggestions)
        setActive(result.suggestions.length ? 0 : -1)
        setOpen(true)
        setError(result.suggestions.length ? null : TEXTS.noSuggestions)
      } catch (caught) {
        if (!controller.signal.aborted)
          setError(caught instanceof ApiError ? caught.message : TEXTS.noSuggestions)
      }
    }, ADDRESS_SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [input])

  async function choose(suggestion: TPlaceSuggestion) {
    setOpen(false)
    // The chosen text is not typing: it must not search again and reopen the list.
    typed.current = false
    setInput(`${suggestion.text}, ${suggestion.secondaryText.replace(/, USA$/, '')}`)
    try {
      const place = await client.fetchQuery({
        queryKey: [...PLACE_DETAILS_KEY, suggestion.placeId],
        queryFn: ({ signal }) =>
          apiCall<TPlaceDetails>(`geo/places/${encodeURIComponent(suggestion.placeId)}`, { signal }),
      })
      setError(null)
      onSelect({
        lat: place.latitude,
        lng: place.longitude,
        label: place.formattedAddress.replace(/, USA$/, ''),
        details: place,
      })
    } catch {
      setError(TEXTS.noDetails)
    }
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault()
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === 'Escape') {
      // An open list closes first; with none open, Escape belongs to what holds the box (a popover).
      if (open && suggestions.length > 0) event.preventDefault()
      setOpen(false)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const submitError = addressSearchSubmitError(input)
      if (submitError) return setError(submitError)
      const pick = suggestions[Math.max(active, 0)]
      if (pick) void choose(pick)
    }
  }

  const listId = `${id}-list`
  const errorId = `${id}-error`
  const showList = open && suggestions.length > 0
  return (
    <div className="address-search">
      <label htmlFor={`${id}-input`} className="address-search__label">
        {label}
      </label>
      <div className="address-search__field">
        <Icon name="search" />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={TEXT_LIMITS.street}
          placeholder="Try “Dallas” or “75201”"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error === TEXTS.enterLocation}
          aria-describedby={error ? errorId : undefined}
          value={input}
          onChange={(event) => {
            typed.current = true
            setInput(event.target.value)
            setError(null)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => suggestions.length && setOpen(true)}
        />
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className="address-search__list"
        hidden={!showList}
      >
        {suggestions.map((suggestion, index) => (
          <div
            tabIndex={-1}
            key={suggestion.placeId}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="address-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
            onKeyDown={(event) => event.key === 'Enter' && void choose(suggestion)}
          >
            <Icon name={suggestion.kind === 'store' ? 'store' : 'pin'} size={18} />
            <span>
              <strong>{suggestion.text}</strong> <span className="muted">{suggestion.secondaryText}</span>
            </span>
          </div>
        ))}
      </div>
      <p id={errorId} className="field-error" role="alert">
        {error}
      </p>
    </div>
  )
}
