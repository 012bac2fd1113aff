import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChange, listChanges, markReverted, recordChange } from '../src/modules/audit/index.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})
afterAll(async () => {
  await t.app.close()
})

const staff = { id: '00000000-0000-4000-8000-000000000000', name: 'Test Admin' }
const admin = async () => {
  const { rows } = await t.db.$client.query<{ id: string; name: string }>(
    "select id, name from staff_accounts where role = 'admin' limit 1",
  )
  return rows[0] ?? staff
}

describe('the back-office audit trail (ADR 057)', () => {
  it('records who, what, before and after, and from where, in the caller’s transaction', async () => {
    const who = await admin()
    const id = await t.db.transaction((tx) =>
      recordChange(tx, {
        staff: who,
        entity: 'product',
        entityId: 'club-test',
        action: 'update',
        before: { price: 1099 },
        after: { price: 1149 },
        fromAddress: '203.0.113.7',
      }),
    )
    const row = await findChange(t.db, id)
    expect(row).toMatchObject({
      staffId: who.id,
      staffName: who.name,
      entity: 'product',
      entityId: 'club-test',
      action: 'update',
      storeId: null,
      before: { price: 1099 },
      after: { price: 1149 },
      fromAddress: '203.0.113.7',
      revertedBy: null,
    })
  })

  it('writes nothing when the change’s transaction rolls back', async () => {
    const who = await admin()
    await expect(
      t.db.transaction(async (tx) => {
        await recordChange(tx, {
          staff: who,
          entity: 'store',
          entityId: 'rolled-back',
          action: 'update',
          before: {},
          after: {},
          fromAddress: '127.0.0.1',
        })
        throw new Error('the change itself failed')
      }),
    ).rejects.toThrow('the change itself failed')
    expect(await listChanges(t.db, { entityId: 'rolled-back', limit: 10 })).toEqual([])
  })

  it('lists newest first, by store scope with or without the chain’s own changes, a page at a time', async () => {
    const who = await admin()
    const at = (storeId: number | null, entityId: string) =>
      recordChange(t.db, {
        staff: who,
        entity: 'price-override',
        entityId,
        action: 'create',
        storeId,
        before: null,
        after: { entityId },
        fromAddress: '127.0.0.1',
      })
    await at(null, 'chain-1')
    await at(1, 'store1-1')
    await at(2, 'store2-1')
    await at(1, 'store1-2')
    const store1 = await listChanges(t.db, { entity: 'price-override', storeIds: [1], limit: 10 })
    expect(store1.map((row) => row.entityId)).toEqual(['store1-2', 'store1-1'])
    const withChain = await listChanges(t.db, {
      entity: 'price-override',
      storeIds: [1],
      withChain: true,
      limit: 10,
    })
    expect(withChain.map((row) => row.entityId)).toEqual(['store1-2', 'store1-1', 'chain-1'])
    const first = await listChanges(t.db, { entity: 'price-override', limit: 2 })
    const last = first.at(-1)
    const next = await listChanges(t.db, { entity: 'price-override', afterId: last?.id, limit: 10 })
    expect([...first, ...next].map((row) => row.entityId)).toEqual([
      'store1-2',
      'store2-1',
      'store1-1',
      'chain-1',
    ])
  })

  it('marks a change reverted once, however many reverts race', async () => {
    const who = await admin()
    const base = {
      staff: who,
      entity: 'product' as const,
      entityId: 'reverted-once',
      fromAddress: '127.0.0.1',
    }
    const change = await recordChange(t.db, { ...base, action: 'update', before: { a: 1 }, after: { a: 2 } })
    const reverts = await Promise.all(
      [1, 2].map(() =>
        recordChange(t.db, {
          ...base,
          action: 'revert',
          before: { a: 2 },
          after: { a: 1 },
          revertOf: change,
        }),
      ),
    )
    const marked = await Promise.all(reverts.map((revert) => markReverted(t.db, change, revert)))
    expect(marked.filter(Boolean)).toHaveLength(1)
    expect((await findChange(t.db, change))?.revertedBy).toBe(reverts[marked.indexOf(true)])
  })
})
