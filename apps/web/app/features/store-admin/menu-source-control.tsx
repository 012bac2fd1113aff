import type { TStoreAdmin } from '@deli/contracts'
import { STORE_SETTINGS_MESSAGES } from '@deli/contracts/store-settings-rules'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { SettingsField } from './settings-field.tsx'
import { storeAdminApi } from './store-admin-api.ts'

/**
 * Which menu the store sells (ADR 060): a chain admin gives it another store's menu (products,
 * prices, availability) after it was created. Recorded in the audit trail, where it can be reverted.
 */
export function MenuSourceControl(props: { store: TStoreAdmin }) {
  const { store } = props
  const [fromId, setFromId] = useState('')
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')
  const take = useMutation({
    mutationFn: (from: number) => storeAdminApi.takeMenu(store.id, from),
    onSuccess: (answer, from) => {
      setError('')
      setStatus(`${store.name} now sells the menu of store ${from}: ${answer.products} products.`)
    },
    onError: (failure) => {
      setStatus('')
      setError(
        failure instanceof ApiError
          ? (failure.errors.from_store_id ?? failure.message)
          : 'The menu was not changed.',
      )
    },
  })
  if (store.may_edit !== 'all') return null
  return (
    <section className="store-admin__section" aria-labelledby="store-menu-title">
      <h2 id="store-menu-title">Menu</h2>
      <form
        noValidate
        aria-busy={take.isPending}
        onSubmit={(event) => {
          event.preventDefault()
          const from = /^\d+$/.test(fromId.trim()) ? Number(fromId.trim()) : 0
          if (from < 1) return setError(STORE_SETTINGS_MESSAGES.menuSwitch)
          setStatus('Saving…')
          take.mutate(from)
        }}
      >
        <SettingsField
          id="store-menu-from"
          label="Sell the menu of store number"
          inputMode="numeric"
          autoComplete="off"
          value={fromId}
          error={error || undefined}
          hint="Its products, prices and availability replace this store’s menu; this store’s own prices and dayparts stay. The audit page can undo it."
          onChange={(event) => setFromId(event.target.value)}
        />
        <p className="store-admin__status" role="status">
          {status}
        </p>
        <Button type="submit" size="small" variant="outline" disabled={take.isPending}>
          {take.isPending ? 'Saving…' : 'Change menu'}
        </Button>
      </form>
    </section>
  )
}
