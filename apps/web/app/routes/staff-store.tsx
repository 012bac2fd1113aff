import type { TStaff, TStoreAdmin, TStoreDayparts } from '@deli/contracts'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame, storePageTitle } from '../features/staff/index.ts'
import {
  DaypartsPanel,
  LocationPreview,
  MenuSourceControl,
  PublishControl,
  StoreSettingsForm,
  ZoneEditor,
} from '../features/store-admin/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-store'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData ? storePageTitle('settings', loaderData.store) : 'Store settings')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.storeId)) throw new Response('There is no such store.', { status: 404 })
  const args = { request, context }
  const [staff, store, dayparts] = await Promise.all([
    staffData<TStaff>('staff/me', args),
    staffData<TStoreAdmin>(`staff/stores/${params.storeId}/settings`, args),
    staffData<TStoreDayparts>(`staff/stores/${params.storeId}/dayparts`, args),
  ])
  return { staff, store, dayparts }
}

/** Changes go through TanStack Query mutations; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/back-office/stores/{storeId}: a store's settings, where it is, publishing and dayparts (ADR 060). */
export default function StaffStore({ loaderData }: Route.ComponentProps) {
  const [store, setStore] = useState(loaderData.store)
  const [params] = useSearchParams()
  const isCreated = params.get('created') !== null
  // Just created (the new-store form sent us here): the keyboard starts at what happened, not the top.
  const createdNote = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (isCreated) createdNote.current?.focus()
  }, [isCreated])
  return (
    <StaffFrame
      className="store-admin"
      title={storePageTitle('settings', store)}
      staff={loaderData.staff}
      store={store}
    >
      {isCreated && (
        <p ref={createdNote} tabIndex={-1} className="store-admin__note">
          The store was created. Check its settings, then publish it.
        </p>
      )}
      <div className="store-admin__columns">
        <section className="store-admin__section" aria-labelledby="store-settings-title">
          <h2 id="store-settings-title">Settings</h2>
          {/* A new delivery zone (the area editor's) starts the form again from the saved store. */}
          <StoreSettingsForm
            key={`${store.id}:${JSON.stringify(store.delivery_zone)}`}
            store={store}
            onSaved={setStore}
          />
        </section>
        <div className="store-admin__aside">
          <PublishControl store={store} onSaved={setStore} />
          <MenuSourceControl store={store} />
          <ZoneEditor key={store.id} store={store} onSaved={setStore} />
          <section className="store-admin__section" aria-labelledby="store-where-title">
            <h2 id="store-where-title">Where it is</h2>
            <LocationPreview store={store} />
          </section>
        </div>
      </div>
      <DaypartsPanel storeId={store.id} initial={loaderData.dayparts} />
    </StaffFrame>
  )
}
