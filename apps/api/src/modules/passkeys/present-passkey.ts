import type { TPasskey } from '@deli/contracts'
import type { TPasskeyRow } from './tables.ts'

/** A passkey as its member sees it (ADR 067): its name and dates, never key material. */
export const presentPasskey = (row: TPasskeyRow): TPasskey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
})
