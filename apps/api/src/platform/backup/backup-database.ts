import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { pgDump, pgRestore, toolFits, toolVersion } from './pg-tools.ts'
import { restoreSnapshot } from './restore-snapshot.ts'
import { writeSnapshot } from './snapshot.ts'

/** The file a pg_dump backup is in, inside the backup's directory. */
export const DUMP_FILE = 'deli.dump'

export type TBackupMethod = 'pg_dump' | 'logical'

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? ''
  } finally {
    await client.end()
  }
}

/**
 * Which backup (ADR 055): pg_dump when one at least as new as the server is installed (PG_BIN_DIR
 * or PATH), else the app's logical snapshot; `wanted` forces one.
 */
export async function chooseMethod(url: string, tool: 'pg_dump' | 'pg_restore', wanted?: TBackupMethod) {
  if (wanted) return wanted
  const version = await toolVersion(tool)
  return version && toolFits(version, await serverVersion(url)) ? 'pg_dump' : 'logical'
}

/** `npm run db:backup`: the database at `url` into the directory `dir`; answers the method used. */
export async function backupDatabase(url: string, dir: string, wanted?: TBackupMethod) {
  const method = await chooseMethod(url, 'pg_dump', wanted)
  mkdirSync(dir, { recursive: true })
  if (method === 'pg_dump') {
    await pgDump(url, join(dir, DUMP_FILE))
    return { method, unfinishedJobs: 0 }
  }
  const manifest = await writeSnapshot(url, dir)
  return { method, unfinishedJobs: manifest.unfinishedJobs }
}

/** `npm run db:restore`: a backup directory (either kind) into the fresh database at `url`. */
export async function restoreDatabase(url: string, dir: string) {
  if (existsSync(join(dir, DUMP_FILE))) {
    await pgRestore(url, join(dir, DUMP_FILE))
    return { method: 'pg_dump' as const }
  }
  await restoreSnapshot(url, dir)
  return { method: 'logical' as const }
}
