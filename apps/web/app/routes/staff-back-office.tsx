import type { TCatalogue, TStaff } from '@deli/contracts'
import { useState } from 'react'
import { CataloguePanel } from '../features/back-office/index.ts'
import {
  DraftChooser,
  type TChosenDraft,
  useDraftedProducts,
  useProductSaving,
} from '../features/drafts/index.ts'
import { staffData } from '../features/staff/index.server.ts'
import { StaffFrame } from '../features/staff/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-back-office'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Catalogue')

export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context }
  const [staff, catalogue] = await Promise.all([
    staffData<TStaff>('staff/me', args),
    staffData<TCatalogue>('staff/catalogue', args),
  ])
  return { staff, catalogue }
}

/** Changes go through TanStack Query mutations; the loader is only the first look. */
export const shouldRevalidate = () => false

/** /staff/back-office (ADR 057): the catalogue; chain admins change it, everyone else reads it. */
export default function StaffBackOffice({ loaderData }: Route.ComponentProps) {
  // A chain admin may save a product's edit, a new product or a category's edit to a draft (ADR 059).
  const [draft, setDraft] = useState<TChosenDraft>(null)
  const saving = useProductSaving(draft)
  const drafted = useDraftedProducts(loaderData.staff.role === 'admin')
  return (
    <StaffFrame className="back-office" title="Catalogue" staff={loaderData.staff}>
      {loaderData.staff.role === 'admin' && (
        <DraftChooser label="Save catalogue changes" onChange={setDraft} />
      )}
      <CataloguePanel initial={loaderData.catalogue} saving={saving} drafted={drafted} />
    </StaffFrame>
  )
}
