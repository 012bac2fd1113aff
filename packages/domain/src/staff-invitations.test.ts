import { describe, expect, it } from 'vitest'
import {
  INVITATION_DAYS,
  INVITATION_GONE_MESSAGES,
  invitableRoles,
  invitationState,
  inviteProblem,
  needsStores,
} from './staff-invitations.ts'

describe('who may invite whom', () => {
  it('a chain admin any role, a store manager store staff only, store staff nobody', () => {
    expect(invitableRoles('admin')).toEqual(['staff', 'manager', 'admin'])
    expect(invitableRoles('manager')).toEqual(['staff'])
    expect(invitableRoles('staff')).toEqual([])
  })

  it('a chain admin invites to any stores; a manager only to stores they work at', () => {
    expect(inviteProblem('admin', 'manager', [7, 8], [])).toBeNull()
    expect(inviteProblem('admin', 'admin', [], [])).toBeNull()
    expect(inviteProblem('manager', 'staff', [1, 2], [1, 2, 3])).toBeNull()
    expect(inviteProblem('manager', 'staff', [1, 4], [1, 2])).toEqual({
      reason: 'store',
      message: 'You do not work at this store.',
    })
  })

  it('refuses a role above what the inviter may invite, before looking at stores', () => {
    expect(inviteProblem('manager', 'manager', [1], [1])).toEqual({
      reason: 'role',
      message: 'Store managers can invite store staff only.',
    })
    expect(inviteProblem('manager', 'admin', [], [1])?.reason).toBe('role')
    expect(inviteProblem('staff', 'staff', [1], [1])).toEqual({
      reason: 'role',
      message: 'Your role does not allow inviting staff.',
    })
  })

  it('store staff and managers need stores; a chain admin works at every store', () => {
    expect(needsStores('staff')).toBe(true)
    expect(needsStores('manager')).toBe(true)
    expect(needsStores('admin')).toBe(false)
  })
})

describe('what an invitation link is worth', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const sent = { usedAt: null, revokedAt: null, expiresAt: new Date('2026-12-01T12:00:00Z') }

  it('is pending until it expires, and expired from its expiry on', () => {
    expect(invitationState(sent, now)).toBe('pending')
    expect(invitationState(sent, new Date('2026-12-01T11:59:59Z'))).toBe('pending')
    expect(invitationState(sent, new Date('2026-12-01T12:00:00Z'))).toBe('expired')
  })

  it('used and revoked win over expired', () => {
    const later = new Date('2027-01-01T00:00:00Z')
    expect(invitationState({ ...sent, usedAt: now }, later)).toBe('used')
    expect(invitationState({ ...sent, revokedAt: now }, later)).toBe('revoked')
  })

  it('says each state apart, with how long links work', () => {
    const messages = Object.values(INVITATION_GONE_MESSAGES)
    expect(new Set(messages).size).toBe(3)
    expect(INVITATION_GONE_MESSAGES.expired).toContain(`${INVITATION_DAYS} days`)
  })
})
