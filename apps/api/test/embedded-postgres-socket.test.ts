import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { EMBEDDED_PG_SOCKET_DIR } from '../src/platform/embedded-postgres.ts'

/**
 * ADR 034: the app reaches the embedded server through its Unix-domain socket (loopback TCP costs
 * every query more CPU on both sides); the server still answers on 127.0.0.1 for psql, the bench and
 * other nodes. The test run's own server is an embedded one, started the way the app starts it.
 */
async function clientAddress(connection: pg.ClientConfig) {
  const client = new pg.Client(connection)
  await client.connect()
  try {
    const { rows } = await client.query<{ address: string | null; dirs: string }>(
      `select host(inet_client_addr()) as address, current_setting('unix_socket_directories') as dirs`,
    )
    return rows[0]
  } finally {
    await client.end()
  }
}

describe('the embedded server’s connection (ADR 034)', () => {
  it('is its Unix socket, and 127.0.0.1 still answers', async () => {
    const url = inject('postgresAdminUrl')
    expect(new URL(url).searchParams.get('host')).toBe(EMBEDDED_PG_SOCKET_DIR)
    // A socket connection has no client address.
    expect(await clientAddress({ connectionString: url })).toEqual({
      address: null,
      dirs: EMBEDDED_PG_SOCKET_DIR,
    })
    const { username, password, port } = new URL(url)
    const overTcp = await clientAddress({
      host: '127.0.0.1',
      port: Number(port),
      user: username,
      password,
      database: 'postgres',
    })
    expect(overTcp?.address).toBe('127.0.0.1')
  })
})
