import { TEXTS } from '@deli/domain'
import { Button } from '../../ui/button.tsx'

/** A member's saved delivery address (spec §3 Delivery address). */
export type TSavedAddress = {
  id: number
  address: string
  building: string
  city: string
  state: string
  zip: string
  lat: number
  lng: number
  instructions: string
  default: boolean
  handoffMode: string
}

/**
 * Saved address cards (spec §2): 'address, city, state, zip', with a select and a delete button when
 * the owner passes handlers. A member's default address carries a 'Default' badge.
 */
export function SavedAddressCards(props: {
  addresses: TSavedAddress[]
  onSelect?: (address: TSavedAddress) => void
  onDelete?: (address: TSavedAddress) => void
  /** Makes an address the member's default (the account page). */
  onMakeDefault?: (address: TSavedAddress) => void
}) {
  if (props.addresses.length === 0) return null
  return (
    <ul className="saved-addresses" aria-label="Saved addresses">
      {props.addresses.map((address) => {
        const text = TEXTS.savedAddress(address)
        return (
          <li key={address.id} className="saved-address">
            <p className="saved-address__text">
              {text}
              {address.building && <span className="muted"> · {address.building}</span>}
              {address.default && <span className="pill saved-address__default">Default</span>}
            </p>
            <div className="saved-address__actions">
              {props.onSelect && (
                <Button size="small" variant="outline" onClick={() => props.onSelect?.(address)}>
                  Deliver here<span className="visually-hidden">: {text}</span>
                </Button>
              )}
              {props.onMakeDefault && !address.default && (
                <Button size="small" variant="outline" onClick={() => props.onMakeDefault?.(address)}>
                  Make default<span className="visually-hidden">: {text}</span>
                </Button>
              )}
              {props.onDelete && (
                <Button size="small" variant="link" onClick={() => props.onDelete?.(address)}>
                  Delete<span className="visually-hidden"> {text}</span>
                </Button>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
