import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { staffAccounts } from '../operations/tables.ts'

/**
 * Every back-office change (ADR 057's audit trail): who, when, what (the row before and after), and
 * from where. Written only through `recordChange`, in the change's own transaction, so a change and
 * its record commit together or not at all. Rows are never updated except to mark a revert.
 */
export const backOfficeChanges = pgTable(
  'back_office_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    /** What kind of thing changed (`TChangeEntity`), e.g. `product`, `store`, `promotion`. */
    entity: text('entity').notNull(),
    /** Its key, as text (product codes, store ids and uuids alike). */
    entityId: text('entity_id').notNull(),
    /** `create`, `update`, `retire`, `publish`, `import` or `revert` (`TChangeAction`). */
    action: text('action').notNull(),
    /** The store the change is scoped to (a price override, a store's settings); null for the chain. */
    storeId: integer('store_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The client address the change came from (ADR 043's trusted-proxy rule). */
    fromAddress: text('from_address').notNull(),
    /** Set on the change a later revert undid; the revert itself points back through `revertOf`. */
    revertedBy: uuid('reverted_by'),
    revertOf: uuid('revert_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('back_office_changes_created_idx').on(table.createdAt),
    index('back_office_changes_entity_idx').on(table.entity, table.entityId, table.createdAt),
    index('back_office_changes_store_idx').on(table.storeId, table.createdAt),
  ],
)
export type TBackOfficeChangeRow = typeof backOfficeChanges.$inferSelect
