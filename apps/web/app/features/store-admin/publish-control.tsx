import type { TStoreAdmin } from '@deli/contracts'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { storeAdminApi } from './store-admin-api.ts'

/**
 * Whether guests can find the store (ADR 060): publishing puts it in location search, its region
 * page and its own page at once; a chain admin publishes or takes it off.
 */
export function PublishControl(props: { store: TStoreAdmin; onSaved: (store: TStoreAdmin) => void }) {
  const { store } = props
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState('')
  const [isAsking, setIsAsking] = useState(false)
  const publish = useMutation({
    mutationFn: (isPublished: boolean) => storeAdminApi.publish(store.id, isPublished),
    onSuccess: (saved) => {
      setFailure('')
      setStatus(
        saved.is_published ? 'Published: guests can find the store now.' : 'Taken off the storefront.',
      )
      props.onSaved(saved)
    },
    onError: (error) => {
      setStatus('')
      setFailure(error instanceof ApiError ? error.message : 'That was not saved.')
    },
  })
  return (
    <section className="store-admin__section store-admin__publish" aria-labelledby="store-publish-title">
      <h2 id="store-publish-title">On the storefront</h2>
      <p>
        {store.is_published
          ? `Published: guests find it in location search and on its region page (/locations/${store.path}).`
          : 'Not published: guests cannot find it yet.'}
      </p>
      <p className="store-admin__status" role="status">
        {status}
      </p>
      {failure && (
        <p className="store-admin__failure" role="alert">
          {failure}
        </p>
      )}
      {store.may_edit === 'all' && (
        <Button
          size="small"
          variant={store.is_published ? 'outline' : 'primary'}
          disabled={publish.isPending}
          // Taking a live store off is asked first: guests stop finding it at once.
          onClick={() => (store.is_published ? setIsAsking(true) : publish.mutate(true))}
        >
          {publish.isPending ? 'Saving…' : store.is_published ? 'Take off the storefront' : 'Publish'}
        </Button>
      )}
      <ConfirmDialog
        open={isAsking}
        title={`Take ${store.name} off the storefront?`}
        body="Guests will no longer find it in location search or on its region page until it is published again."
        confirmLabel="Take it off"
        dismissLabel="Keep it published"
        onConfirm={() => publish.mutateAsync(false)}
        onClose={() => setIsAsking(false)}
      />
    </section>
  )
}
