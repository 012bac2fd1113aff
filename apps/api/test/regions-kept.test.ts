import { REGIONS_MAX_AGE_MS } from '@deli/contracts/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listRegions } from '../src/modules/stores/list-regions.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})
afterAll(async () => {
  await t.app.close()
})

const texasCount = (regions: { state: string; cities: { count: number }[] }[]) =>
  regions
    .filter((region) => region.state === 'TX')
    .flatMap((region) => region.cities)
    .reduce((sum, city) => sum + city.count, 0)

/** A copy of the first Texas store, opened in Waco (a bulk insert: no trigger runs). */
async function openStoreInWaco() {
  const client = await t.db.$client.connect()
  try {
    await client.query('set session_replication_role = replica')
    // Every column of that store, with the new store's own id, name and place.
    await client.query(
      `insert into stores select (jsonb_populate_record(null::stores, to_jsonb(s) || $1::jsonb)).*
       from stores s where state = 'TX' order by id limit 1`,
      [
        JSON.stringify({
          id: 990001,
          menu_id: 990001,
          name: 'Red Door Deli – Waco',
          path: 'tx/waco/1-austin-ave',
          address: '1 Austin Ave',
          city: 'Waco',
          zip: '76701',
          delivery_zone: null,
        }),
      ],
    )
    await client.query('set session_replication_role = origin')
  } finally {
    client.release()
  }
}

describe('listRegions (ADR 038)', () => {
  it('answers what it counted for REGIONS_MAX_AGE_MS, then counts again: a new store shows within a minute', async () => {
    const start = Date.now()
    const before = await listRegions({ db: t.db, now: start })
    const texasBefore = await listRegions({ db: t.db, state: 'tx', now: start })
    expect(texasCount(texasBefore)).toBe(texasCount(before))
    await openStoreInWaco()

    const kept = await listRegions({ db: t.db, now: start + REGIONS_MAX_AGE_MS - 1 })
    expect(texasCount(kept)).toBe(texasCount(before))
    expect(kept.find((region) => region.state === 'TX')?.cities.some((city) => city.city === 'Waco')).toBe(
      false,
    )

    const counted = await listRegions({ db: t.db, now: start + REGIONS_MAX_AGE_MS + 1 })
    expect(texasCount(counted)).toBe(texasCount(before) + 1)
    const waco = counted.find((region) => region.state === 'TX')?.cities.find((city) => city.city === 'Waco')
    expect(waco).toEqual({ city: 'Waco', slug: 'waco', count: 1 })
    // Each state is kept on its own: Texas alone was counted at `start` too, and is counted again now.
    const texas = await listRegions({ db: t.db, state: 'TX', now: start + REGIONS_MAX_AGE_MS + 1 })
    expect(texasCount(texas)).toBe(texasCount(before) + 1)
  })
})
