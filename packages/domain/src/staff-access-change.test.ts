import { describe, expect, it } from 'vitest'
import {
  ACCESS_CHANGE_MESSAGES,
  accessChangedMessage,
  accessChangeProblem,
  mayChangeAccess,
  storesAfterChange,
} from './staff-access-change.ts'

const cook = { role: 'staff' as const, storeIds: [1, 9] }

describe('who may change whose access', () => {
  it('a chain admin changes anyone; a manager store staff of their stores; store staff nobody', () => {
    expect(mayChangeAccess('admin', { role: 'admin', storeIds: [] }, [])).toBe(true)
    expect(mayChangeAccess('manager', cook, [1, 2])).toBe(true)
    expect(mayChangeAccess('manager', cook, [2, 3])).toBe(false)
    expect(mayChangeAccess('manager', { role: 'manager', storeIds: [1] }, [1])).toBe(false)
    expect(mayChangeAccess('staff', cook, [1])).toBe(false)
  })

  it('a chain admin gives any role and any stores', () => {
    expect(accessChangeProblem('admin', cook, { role: 'manager', storeIds: [4, 5] }, [])).toBeNull()
    expect(accessChangeProblem('admin', cook, { role: 'admin', storeIds: [] }, [])).toBeNull()
    expect(
      accessChangeProblem('admin', { role: 'admin', storeIds: [] }, { role: 'staff', storeIds: [2] }, []),
    ).toBeNull()
  })

  it('a manager moves store staff between their own stores and keeps the others as they are', () => {
    expect(accessChangeProblem('manager', cook, { role: 'staff', storeIds: [2, 9] }, [1, 2])).toBeNull()
    expect(accessChangeProblem('manager', cook, { role: 'staff', storeIds: [1] }, [1, 2])).toEqual({
      reason: 'store',
      message: ACCESS_CHANGE_MESSAGES.foreignStore,
    })
    expect(accessChangeProblem('manager', cook, { role: 'staff', storeIds: [1, 9, 4] }, [1, 2])?.reason).toBe(
      'store',
    )
  })

  it('a manager changes no role, and nobody without their stores', () => {
    expect(accessChangeProblem('manager', cook, { role: 'manager', storeIds: [1, 9] }, [1])).toEqual({
      reason: 'role',
      message: ACCESS_CHANGE_MESSAGES.managerRole,
    })
    expect(
      accessChangeProblem(
        'manager',
        { role: 'manager', storeIds: [1] },
        { role: 'manager', storeIds: [1, 2] },
        [1, 2],
      ),
    ).toEqual({ reason: 'role', message: ACCESS_CHANGE_MESSAGES.managerRole })
    expect(accessChangeProblem('manager', cook, { role: 'staff', storeIds: [3, 9] }, [3])?.reason).toBe(
      'role',
    )
    expect(accessChangeProblem('staff', cook, { role: 'staff', storeIds: [1] }, [1])).toEqual({
      reason: 'role',
      message: ACCESS_CHANGE_MESSAGES.staffRole,
    })
  })

  it('store staff and managers keep at least one store', () => {
    expect(accessChangeProblem('admin', cook, { role: 'staff', storeIds: [] }, [])).toEqual({
      reason: 'stores',
      message: 'Choose at least one store.',
    })
    expect(
      accessChangeProblem('manager', { role: 'staff', storeIds: [1] }, { role: 'staff', storeIds: [] }, [1])
        ?.reason,
    ).toBe('stores')
  })
})

describe('the stores a change leaves', () => {
  it('a manager chooses among their own stores; the member keeps every other store', () => {
    expect(storesAfterChange('manager', cook.storeIds, [2], [1, 2])).toEqual([2, 9])
    expect(storesAfterChange('manager', cook.storeIds, [], [1, 2])).toEqual([9])
  })

  it('a chain admin chooses the whole list; a chain admin role has no stores', () => {
    expect(storesAfterChange('admin', cook.storeIds, [3, 3, 4], [])).toEqual([3, 4])
    expect(storesAfterChange('admin', cook.storeIds, [3], [], 'admin')).toEqual([])
  })
})

describe('what the Team page says after a change', () => {
  it('names the role and the stores, and says a new role signs them out', () => {
    expect(accessChangedMessage('Dana Ortiz', 'manager', ['Downtown', 'Midtown'], true)).toBe(
      'Dana Ortiz is now a store manager at Downtown, Midtown. They sign in again on every device.',
    )
    expect(accessChangedMessage('Dana Ortiz', 'staff', ['Downtown'], false)).toBe(
      'Dana Ortiz is now store staff at Downtown.',
    )
    expect(accessChangedMessage('Dana Ortiz', 'admin', [], true)).toBe(
      'Dana Ortiz is now a chain admin at every store. They sign in again on every device.',
    )
  })
})
