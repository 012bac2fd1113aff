import type { TMemberAddress } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { useState } from 'react'
import { memberApi } from '../../lib/member-api.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { memberKeys, useSavedAddresses } from '../account/index.ts'
import { AddAddressForm } from '../account-forms/index.ts'
import { SavedAddressCards } from '../delivery/index.ts'

const refreshAddresses = () => getQueryClient().invalidateQueries({ queryKey: memberKeys.addresses })

/**
 * Saved delivery addresses (spec §2 Account): the cards with 'Make default' and 'Delete' (after the
 * 'Delete Address?' confirmation), and 'Add New Delivery Address'.
 */
export function SavedAddressesSection() {
  const addresses = useSavedAddresses()
  const [deleting, setDeleting] = useState<TMemberAddress | null>(null)
  const [isAdding, setAdding] = useState(false)
  const [status, setStatus] = useState('')
  const list = addresses.data?.addresses ?? []

  async function makeDefault(address: TMemberAddress) {
    setStatus('')
    await memberApi.setDefaultAddress(address.id)
    await refreshAddresses()
    setStatus(`${TEXTS.savedAddress(address)} is now your default address.`)
  }

  return (
    <section id="addresses" className="account-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title" className="account-section__title">
        Saved Addresses
      </h2>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {addresses.isError && (
        <p className="field-error" role="alert">
          {addresses.error.message}
        </p>
      )}
      {addresses.isSuccess && list.length === 0 && (
        <p className="muted">No saved addresses yet. Addresses of your delivery orders are saved here too.</p>
      )}
      <SavedAddressCards
        addresses={list}
        onDelete={(address) => setDeleting(list.find((candidate) => candidate.id === address.id) ?? null)}
        onMakeDefault={(address) => {
          const saved = list.find((candidate) => candidate.id === address.id)
          if (saved) void makeDefault(saved).catch((error: Error) => setStatus(error.message))
        }}
      />
      {isAdding ? (
        <AddAddressForm
          onSaved={async () => {
            await refreshAddresses()
            setAdding(false)
            setStatus('Address saved.')
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="outline" onClick={() => setAdding(true)}>
          {TEXTS.addNewDeliveryAddress}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={TEXTS.deleteAddressTitle}
        body={TEXTS.deleteAddressBody}
        confirmLabel={TEXTS.deleteAddressConfirm}
        dismissLabel={TEXTS.deleteAddressDismiss}
        onConfirm={async () => {
          if (deleting) await memberApi.deleteAddress(deleting.id)
          await refreshAddresses()
        }}
        onClose={() => setDeleting(null)}
        onConfirmed={() => setStatus('Address deleted.')}
      />
    </section>
  )
}
