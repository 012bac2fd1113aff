import { isDeepStrictEqual } from 'node:util'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange, type TChange } from '../audit/index.ts'
import { lockCatalogue } from './catalogue-repository.ts'

/** Who changes the catalogue, and from where (ADR 057's audit trail). */
export type TCatalogueActor = { staff: { id: string; name: string }; fromAddress: string }

export type TCatalogueTx = TQueryable

/**
 * One catalogue change: under the catalogue's lock, in one transaction with its audit record. The
 * tables' triggers announce it on `menu_changes` at commit (migration 0015), so every node's menu
 * cache and page cache drop it (ADR 023, 028); the caller drops its own node's at once.
 */
export async function inCatalogueChange<T>(
  db: TDatabase | TQueryable,
  work: (tx: TCatalogueTx) => Promise<T>,
): Promise<T> {
  const run = async (tx: TCatalogueTx) => {
    await lockCatalogue(tx)
    return work(tx)
  }
  return 'transaction' in db ? (db as TDatabase).transaction(run) : run(db)
}

/** Records a catalogue change in its transaction; answers the record's id. */
export const recordCatalogueChange = (
  tx: TCatalogueTx,
  actor: TCatalogueActor,
  change: Omit<TChange, 'staff' | 'fromAddress'>,
) => recordChange(tx, { ...change, staff: actor.staff, fromAddress: actor.fromAddress })

export const categoryNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such category.')
export const productNotFound = () => new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product.')

/** A field-by-field refusal in the API's validation envelope (ADR 014: a sentence per field). */
export function catalogueInvalid(errors: Record<string, string>): AppError {
  const [first] = Object.values(errors)
  return new AppError(400, 'VALIDATION_FAILED', first ?? 'Please check the form.', errors)
}

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null))

/**
 * Equal as JSON, whatever the keys' order (jsonb keeps its own): what a revert compares the thing
 * now with the change's `after`.
 */
export const sameJson = (a: unknown, b: unknown) => isDeepStrictEqual(asJson(a), asJson(b))
