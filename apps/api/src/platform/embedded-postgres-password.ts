import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

/**
 * The embedded server's superuser password (ADR 043): generated when its data directory is made,
 * kept in this file of that directory (0600, owned like the data: only the server's user and root
 * read it) and never logged. Until then every data directory had `postgres`, which made any local
 * user a superuser over 127.0.0.1.
 */
export const PASSWORD_FILE = 'deli-password'
/** The password of a data directory made before passwords were generated. */
export const LEGACY_PASSWORD = 'postgres'

type TOwner = { uid: number; gid: number }

export const newPassword = (): string => randomBytes(24).toString('base64url')

/** The kept password of a data directory, if it has one. */
export function readPassword(dataDir: string): string | undefined {
  const file = join(dataDir, PASSWORD_FILE)
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined
}

/** Keeps the password with the data: written whole (a temporary file renamed), 0600, the data's owner. */
export function keepPassword(dataDir: string, password: string, owner?: TOwner): void {
  const file = join(dataDir, PASSWORD_FILE)
  const temporary = `${file}.${randomBytes(4).toString('hex')}`
  writeFileSync(temporary, `${password}\n`, { mode: 0o600 })
  if (owner) chownSync(temporary, owner.uid, owner.gid)
  renameSync(temporary, file)
}

/**
 * A data directory made with the old fixed password gets a generated one: set on the running server
 * (reached with the old one) and kept. Its connection string is only ever built here.
 */
export async function replaceLegacyPassword(options: {
  dataDir: string
  url: (password: string) => string
  superuser: string
  owner?: TOwner
}): Promise<string> {
  const password = newPassword()
  const client = new pg.Client({
    connectionString: options.url(LEGACY_PASSWORD),
    connectionTimeoutMillis: 5000,
  })
  await client.connect()
  try {
    // ALTER ROLE takes no parameters: the password is base64url, so it never needs quoting.
    await client.query(`alter role "${options.superuser}" with password '${password}'`)
  } finally {
    await client.end()
  }
  keepPassword(options.dataDir, password, options.owner)
  return password
}
