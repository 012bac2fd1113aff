import {
  ZCreateGroupOrderBodySchema,
  ZJoinGroupOrderBodySchema,
  ZUpdateGroupOrderBodySchema,
} from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  canGroupTransition,
  checkDeadline,
  checkJoinName,
  deadlineDayChoices,
  deadlineTimeChoices,
  defaultDeadline,
  formatDeadlineDay,
  GROUP_PAYMENT_OPTIONS,
  groupInviteUrl,
  groupPollOutcome,
  groupRoleOf,
  groupTimeMode,
  isGroupFinal,
  isHostName,
  latestDeadline,
  participantRefusal,
} from './group-orders.ts'
import { slotInstant } from './wall-time.ts'

const NY = 'America/New_York'
/** Mon Nov 23 2026, 09:05 in New York. */
const now = slotInstant('20261123 09:05', NY) as Date

describe('join name (spec §5)', () => {
  it('accepts a first name, optionally one space and a last name', () => {
    expect(checkJoinName('Ana')).toEqual({ isValid: true, name: 'Ana' })
    expect(checkJoinName(' Ana Ruiz ')).toEqual({ isValid: true, name: 'Ana Ruiz' })
    expect(checkJoinName('José Núñez')).toEqual({ isValid: true, name: 'José Núñez' })
  })

  it('accepts hyphens and apostrophes inside a name (ADR 048)', () => {
    for (const name of [
      "Anne-Marie O'Brien",
      'Jean-Luc',
      "O'Neil",
      'Ana-Ruiz',
      'Lou D’Angelo',
      "Mary-Kate Smith-O'Hara",
    ])
      expect(checkJoinName(name)).toEqual({ isValid: true, name })
  })

  it.each([
    '',
    '   ',
    'Ana  Ruiz',
    'Ana Maria Ruiz',
    'Ana3',
    '-Ana',
    'Ana-',
    'Ana--Ruiz',
    "O''Neil",
    "Ana '",
    'Ana - Ruiz',
    'A'.repeat(61),
  ])('refuses %j with the spec message', (name) => {
    expect(checkJoinName(name)).toEqual({
      isValid: false,
      error: 'Name field can only contain first and last name.',
    })
  })

  it('is the same rule the API body schema applies', () => {
    expect(ZJoinGroupOrderBodySchema.safeParse({ name: 'Ana Ruiz' }).success).toBe(true)
    expect(ZJoinGroupOrderBodySchema.safeParse({ name: "Anne-Marie O'Brien" }).success).toBe(true)
    const refused = ZJoinGroupOrderBodySchema.safeParse({ name: 'Ana Maria Ruiz' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('Name field can only contain first and last name.')
  })

  it("keeps a participant from taking the host's name, whatever the case", () => {
    expect(isHostName('ana ruiz', 'Ana Ruiz')).toBe(true)
    expect(isHostName('Ana', 'Ana Ruiz')).toBe(false)
  })
})

describe('roles (spec §4)', () => {
  it('makes the person named like hostfullname the host, everyone else a participant', () => {
    expect(groupRoleOf('Ana Ruiz', 'Ana Ruiz')).toBe('host')
    expect(groupRoleOf('Ben', 'Ana Ruiz')).toBe('participant')
    expect(groupRoleOf(null, 'Ana Ruiz')).toBe('participant')
  })
})

describe('status transitions', () => {
  it('opens, locks on the host submission, confirms when paid, reopens when the payment fails', () => {
    expect(canGroupTransition('open', 'locked')).toBe(true)
    expect(canGroupTransition('open', 'cancelled')).toBe(true)
    expect(canGroupTransition('locked', 'confirmed')).toBe(true)
    expect(canGroupTransition('locked', 'open')).toBe(true)
  })

  it('never leaves confirmed or cancelled, and cannot cancel a group being paid', () => {
    expect(canGroupTransition('confirmed', 'open')).toBe(false)
    expect(canGroupTransition('cancelled', 'open')).toBe(false)
    expect(canGroupTransition('locked', 'cancelled')).toBe(false)
    expect(canGroupTransition('open', 'confirmed')).toBe(false)
    expect(isGroupFinal('confirmed')).toBe(true)
    expect(isGroupFinal('cancelled')).toBe(true)
    expect(isGroupFinal('open')).toBe(false)
  })

  it('refuses participant changes once closed or past the deadline, with sentences', () => {
    const later = new Date(now.getTime() + 60_000)
    expect(participantRefusal({ status: 'open', deadlineAt: later, now })).toBeNull()
    expect(participantRefusal({ status: 'open', deadlineAt: now, now })).toMatchObject({
      code: 'GROUP_ORDER_PAST_DEADLINE',
      message: expect.stringMatching(/deadline of this group order has passed/),
    })
    expect(participantRefusal({ status: 'cancelled', deadlineAt: later, now })).toEqual({
      code: 'GROUP_ORDER_CLOSED',
      message: 'This group order has been cancelled by the host.',
    })
    expect(participantRefusal({ status: 'locked', deadlineAt: later, now })?.message).toBe(
      'This group order has been submitted.',
    )
  })
})

describe('polling outcome (spec §4)', () => {
  it('ends cancelled and locked groups with the spec messages', () => {
    expect(groupPollOutcome({ status: 'cancelled', hostfullname: 'Ana Ruiz' })).toEqual({
      kind: 'closed',
      message: 'This group order has been cancelled by the host.',
    })
    expect(groupPollOutcome({ status: 'locked', hostfullname: 'Ana Ruiz' })).toEqual({
      kind: 'closed',
      message: 'This group order has been submitted.',
    })
  })

  it('shows the closed popup naming the host when confirmed, and refreshes an open group', () => {
    expect(groupPollOutcome({ status: 'confirmed', hostfullname: 'Ana Ruiz' })).toEqual({
      kind: 'completed',
      title: 'Group order is closed',
      message: 'Ana Ruiz has completed this order',
    })
    expect(groupPollOutcome({ status: 'open', hostfullname: 'Ana Ruiz' })).toEqual({ kind: 'refresh' })
  })
})

describe('split time mode (spec §4)', () => {
  it('resets manualfire to asap for split groups only', () => {
    expect(groupTimeMode('manualfire', 'split')).toBe('asap')
    expect(groupTimeMode('manualfire', 'host')).toBe('manualfire')
    expect(groupTimeMode('advance', 'split')).toBe('advance')
  })
})

describe('deadline (spec §5, §9)', () => {
  it('defaults to 7 days from now on the quarter hour', () => {
    expect(defaultDeadline(now, NY)).toBe('20261130 09:15')
    expect(defaultDeadline(slotInstant('20261123 09:00', NY) as Date, NY)).toBe('20261130 09:00')
  })

  it("offers 7 days from the store's today, labelled 'MMM D, YYYY'", () => {
    const days = deadlineDayChoices(now, NY)
    expect(days).toHaveLength(7)
    expect(days[0]).toEqual({ value: '20261123', label: 'Nov 23, 2026' })
    expect(days[6]).toEqual({ value: '20261129', label: 'Nov 29, 2026' })
    expect(formatDeadlineDay('20270102')).toBe('Jan 2, 2027')
  })

  it('offers quarter hours from 10:00 to 22:00, later than now only', () => {
    const tomorrow = deadlineTimeChoices('20261124', now, NY)
    expect(tomorrow.message).toBeNull()
    expect(tomorrow.times).toHaveLength(49)
    expect(tomorrow.times[0]).toBe('20261124 10:00')
    expect(tomorrow.times[1]).toBe('20261124 10:15')
    expect(tomorrow.times.at(-1)).toBe('20261124 22:00')
    const evening = slotInstant('20261123 21:40', NY) as Date
    expect(deadlineTimeChoices('20261123', evening, NY).times).toEqual(['20261123 21:45', '20261123 22:00'])
  })

  it('says there are no available times when the day has none left', () => {
    const late = slotInstant('20261123 22:00', NY) as Date
    expect(deadlineTimeChoices('20261123', late, NY)).toEqual({
      times: [],
      message: 'There are no available times for the date selected. Please select another date.',
    })
  })

  it('closes a group ordered ahead before its time: by default, in the choices and when checked', () => {
    // Ordered ahead for Wed Nov 25 12:30: the deadline leaves 30 minutes, not 7 days.
    const orderAt = slotInstant('20261125 12:30', NY) as Date
    expect(defaultDeadline(now, NY, orderAt)).toBe('20261125 12:00')
    expect(defaultDeadline(now, NY, slotInstant('20261125 12:40', NY) as Date)).toBe('20261125 12:00')
    // Further away than 7 days: the spec's default stands.
    expect(defaultDeadline(now, NY, slotInstant('20261201 12:00', NY) as Date)).toBe('20261130 09:15')
    // So soon that the lead has passed: by its time, on the quarter hour when one is left.
    const soon = slotInstant('20261123 09:20', NY) as Date
    expect(defaultDeadline(now, NY, soon)).toBe('20261123 09:15')
    expect(checkDeadline('20261123 09:15', now, NY, soon)).toMatchObject({ isValid: true })
    expect(defaultDeadline(now, NY, slotInstant('20261123 09:10', NY) as Date)).toBe('20261123 09:10')
    const latest = latestDeadline(orderAt, now)
    expect(deadlineDayChoices(now, NY, latest).map((day) => day.value)).toEqual([
      '20261123',
      '20261124',
      '20261125',
    ])
    expect(deadlineTimeChoices('20261125', now, NY, latest).times.at(-1)).toBe('20261125 12:00')
    expect(checkDeadline('20261125 12:00', now, NY, orderAt)).toMatchObject({ isValid: true })
    expect(checkDeadline('20261125 12:15', now, NY, orderAt)).toEqual({
      isValid: false,
      error: "Choose a deadline at least 30 minutes before the group's order time (Wed, Nov 25 · 12:30 PM).",
    })
    expect(checkDeadline('20261130 12:15', now, NY)).toMatchObject({ isValid: true })
  })

  it('accepts a deadline later than now only', () => {
    expect(checkDeadline('20261123 09:30', now, NY)).toMatchObject({ isValid: true })
    expect(checkDeadline('20261123 09:00', now, NY)).toEqual({
      isValid: false,
      error: 'Choose a deadline later than now.',
    })
  })
})

describe('payment options and invite (spec §1, §9)', () => {
  it("offers 'I'm Paying' and 'Split Payment' with its 'Limited Availability' badge", () => {
    expect(GROUP_PAYMENT_OPTIONS).toEqual([
      { value: 'host', label: "I'm Paying", badge: null },
      { value: 'split', label: 'Split Payment', badge: 'Limited Availability' },
    ])
  })

  it('links to the site root with the query groupOrderId', () => {
    expect(groupInviteUrl('https://deli.example/', 'a1')).toBe('https://deli.example/?groupOrderId=a1')
  })
})

describe('request schemas', () => {
  const cart = '3f1c7e9e-0c1a-4d6b-9a55-2f3c4d5e6f70'
  it('creates with a payment type and handoff; the deadline is optional', () => {
    const parsed = ZCreateGroupOrderBodySchema.parse({
      cart_id: cart,
      menu_id: 1,
      payment_type: 'split',
      handoff: 'pickup',
    })
    expect(parsed.deadline).toBeUndefined()
    expect(parsed.note).toBe('')
    expect(
      ZCreateGroupOrderBodySchema.safeParse({
        cart_id: cart,
        menu_id: 1,
        payment_type: 'both',
        handoff: 'pickup',
      }).success,
    ).toBe(false)
  })

  it('updates with the spec body and refuses locked true', () => {
    expect(
      ZUpdateGroupOrderBodySchema.parse({ deadline: '20261124 10:00', note: '', locked: false }).locked,
    ).toBe(false)
    expect(ZUpdateGroupOrderBodySchema.safeParse({ deadline: '20261124 10:00', locked: true }).success).toBe(
      false,
    )
    expect(ZUpdateGroupOrderBodySchema.safeParse({ deadline: '2026-11-24 10:00:00' }).success).toBe(false)
  })
})
