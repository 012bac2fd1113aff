import { statSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EMBEDDED_PG_SOCKET_DIR,
  startEmbeddedPostgres,
  type TEmbeddedServer,
} from '../src/platform/embedded-postgres.ts'
import { LEGACY_PASSWORD, PASSWORD_FILE, readPassword } from '../src/platform/embedded-postgres-password.ts'
import { freePort } from './free-port.ts'
import { startOwnServer, stopOwnServer } from './own-postgres.ts'

/**
 * ADR 043: the embedded server's superuser has a generated password, kept with its data (0600, the
 * data's owner) and in no log line; its socket and data are its user's alone; a connection without
 * the password is refused over the socket and over 127.0.0.1; a server already running on the data
 * directory is reused; a data directory from before (password `postgres`) is given a new one.
 */

let dir: string
let port: number
let server: TEmbeddedServer
const logged: string[] = []

beforeAll(async () => {
  ;({ dir, port, server } = await startOwnServer('password', {
    onLog: (line) => logged.push(line),
    onNotice: (line) => logged.push(line),
  }))
}, 120_000)

afterAll(async () => {
  await stopOwnServer({ dir, server })
}, 120_000)

const passwordOf = (url: string) => decodeURIComponent(new URL(url).password)

async function connect(config: pg.ClientConfig): Promise<string> {
  const client = new pg.Client({
    database: 'postgres',
    user: 'postgres',
    connectionTimeoutMillis: 5000,
    ...config,
  })
  try {
    await client.connect()
    await client.query('select 1')
    return 'connected'
  } catch (error) {
    return `refused: ${(error as Error).message}`
  } finally {
    await client.end().catch(() => undefined)
  }
}

describe('the embedded server’s password and permissions', () => {
  it('has a generated password, kept with its data for its owner alone, never logged', () => {
    const password = passwordOf(server.url('postgres'))
    expect(password).not.toBe(LEGACY_PASSWORD)
    expect(password.length).toBeGreaterThanOrEqual(32)
    expect(readPassword(dir)).toBe(password)
    const file = statSync(join(dir, PASSWORD_FILE))
    const data = statSync(dir)
    expect(file.mode & 0o777).toBe(0o600)
    expect(data.mode & 0o777).toBe(0o700)
    expect([file.uid, file.gid]).toEqual([data.uid, data.gid])
    expect(logged.join('\n')).not.toContain(password)
  })

  it('keeps its socket to its own user (0700)', () => {
    const socket = statSync(join(EMBEDDED_PG_SOCKET_DIR, `.s.PGSQL.${port}`))
    expect(socket.isSocket()).toBe(true)
    expect(socket.mode & 0o777).toBe(0o700)
    expect(socket.uid).toBe(statSync(dir).uid)
  })

  it('refuses a connection without the password, or with the old one, over the socket and TCP', async () => {
    const password = passwordOf(server.url('postgres'))
    for (const host of [EMBEDDED_PG_SOCKET_DIR, '127.0.0.1']) {
      expect(await connect({ host, port, password })).toBe('connected')
      expect(await connect({ host, port })).toMatch(/^refused: /)
      expect(await connect({ host, port, password: LEGACY_PASSWORD })).toMatch(
        /^refused: password authentication failed/,
      )
    }
  })

  it('reuses the server running on the data directory, with the kept password', async () => {
    const again = await startEmbeddedPostgres({ dir, port: await freePort() })
    expect(again.url('postgres')).toBe(server.url('postgres'))
  })

  it('gives a data directory from before generated passwords a new one', async () => {
    // What such a directory looks like: the superuser's password is `postgres`, and no file keeps one.
    const admin = new pg.Client({ connectionString: server.url('postgres') })
    await admin.connect()
    await admin.query(`alter role postgres with password '${LEGACY_PASSWORD}'`)
    await admin.end()
    unlinkSync(join(dir, PASSWORD_FILE))

    const upgraded = await startEmbeddedPostgres({ dir, port })
    const password = passwordOf(upgraded.url('postgres'))
    expect(password).not.toBe(LEGACY_PASSWORD)
    expect(readPassword(dir)).toBe(password)
    expect(statSync(join(dir, PASSWORD_FILE)).mode & 0o777).toBe(0o600)
    expect(await connect({ host: '127.0.0.1', port, password })).toBe('connected')
    expect(await connect({ host: '127.0.0.1', port, password: LEGACY_PASSWORD })).toMatch(/^refused: /)
    server = { ...server, url: upgraded.url }
  })
})
