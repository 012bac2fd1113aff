import { describe, expect, it } from 'vitest'
import { hasPlanRoom, lastPlannedWall, planKitchen, plannedAsapSeconds } from './kitchen-plan.ts'
import { slotInstant } from './wall-time.ts'

describe('planKitchen', () => {
  it('lays the work on the line first, then takes the order due first among those it may start', () => {
    // One station busy 300 s; two ASAP orders waiting: the one due first (at 900) goes first.
    const plan = planKitchen(
      1,
      [300],
      [
        [0, 400, 1_500],
        [0, 200, 900],
      ],
    )
    expect(plan.ready).toEqual([900, 500])
  })

  it('an order ahead starts at its start, not before; the station idles when nothing may start', () => {
    expect(planKitchen(1, [], [[600, 300, 900]]).ready).toEqual([900])
    // Without a promise given: due at its start plus its make time.
    expect(planKitchen(2, [100], [[50, 300]]).ready).toEqual([350])
  })

  it('plans a new order, which loses ties (it came last)', () => {
    const plan = planKitchen(1, [], [[0, 300, 600]], { makeSeconds: 120, dueInSeconds: 600 })
    expect(plan.ready).toEqual([300])
    expect(plan).toMatchObject({ start: 300, end: 420 })
  })
})

describe('plannedAsapSeconds', () => {
  it('an idle kitchen: the make time, the extra lead on top', () => {
    expect(plannedAsapSeconds(2, [], [], 180)).toEqual({ readySeconds: 180, startSeconds: 0 })
    expect(plannedAsapSeconds(2, [], [], 180, 600)).toEqual({ readySeconds: 780, startSeconds: 0 })
  })

  it('a quote takes no station an order ahead already promised needs', () => {
    // One station, an order ahead promised in 10 minutes (600 s to make, from now). A 5-minute ASAP
    // order made now would make it late: it waits for it and is ready at 900.
    expect(plannedAsapSeconds(1, [], [[0, 600, 600]], 300)).toEqual({ readySeconds: 900, startSeconds: 600 })
    // Promised in 20 minutes, starting in 10: the ASAP order fits before it.
    expect(plannedAsapSeconds(1, [], [[600, 600, 1_200]], 300)).toEqual({
      readySeconds: 300,
      startSeconds: 0,
    })
  })

  it('is planned as the kitchen makes orders, due first, where it keeps their promises', () => {
    // One station; an ASAP order waiting (10 minutes to make, promised at 1_200) and an order ahead
    // starting at 100 (promised at 400, already late: without the new order it is ready at 900). The
    // old wait laid them first come first (ready at 1_200); the kitchen makes the new 5-minute order
    // first (due at 300), then the order ahead (600, earlier than without it), then the ASAP order
    // (1_200, its promise).
    const planned = [
      [0, 600, 1_200],
      [100, 300, 400],
    ] as const
    expect(plannedAsapSeconds(1, [], planned, 300)).toEqual({ readySeconds: 300, startSeconds: 0 })
    // With 11 minutes to make the ASAP order would be late: the new order is planned after it.
    expect(
      plannedAsapSeconds(
        1,
        [],
        [
          [0, 660, 1_200],
          [100, 300, 400],
        ],
        300,
      ),
    ).toEqual({
      readySeconds: 1_260,
      startSeconds: 960,
    })
  })

  it('an order in progress holds its station for what is left of it', () => {
    expect(plannedAsapSeconds(1, [120], [], 180)).toEqual({ readySeconds: 300, startSeconds: 120 })
  })
})

describe('hasPlanRoom', () => {
  const kitchen = { stations: 1, liveWork: [], planned: [[0, 900, 900]] as const }

  it('an order ahead fits where the stations are free by its start', () => {
    expect(hasPlanRoom(kitchen, 300, 1_200)).toBe(true)
  })

  it('not where it would be late, or would make a promised order late', () => {
    // Due in 10 minutes: the station is busy until 900.
    expect(hasPlanRoom(kitchen, 300, 600)).toBe(false)
    // Due at 1_000, 300 to make: starts at 900 at best, ready at 1_200.
    expect(hasPlanRoom(kitchen, 300, 1_000)).toBe(false)
  })

  it('past the planned horizon the slots alone decide', () => {
    const full = { stations: 1, liveWork: [100_000] }
    expect(hasPlanRoom(full, 300, 3 * 3_600)).toBe(true)
    expect(hasPlanRoom(full, 300, 3_600)).toBe(false)
  })
})

describe('lastPlannedWall', () => {
  const full = { stations: 1, liveWork: [100_000] }
  // A quarter-hour slot's wall time 'YYYYMMDD HH:mm' from a day and minutes.
  const slots = (day: string) =>
    Array.from(
      { length: 96 },
      (_, at) =>
        `${day} ${String(Math.floor(at / 4)).padStart(2, '0')}:${String((at % 4) * 15).padStart(2, '0')}`,
    )

  it('is the horizon and the make time, an hour wider, on the store’s clock', () => {
    // 10:00 CST; 120 minutes of horizon, 5 of make time, an hour for a clock change.
    expect(lastPlannedWall(new Date('2026-11-27T16:00:00Z'), 300, 'America/Chicago')).toBe('20261127 13:05')
  })

  it('leaves no slot after it that the plan could refuse, across both clock changes', () => {
    const cases: [string, string, string][] = [
      ['2026-11-27T16:00:00Z', 'America/Chicago', '20261127'],
      // The night the clocks go back (Nov 1) and forward (Mar 8) in Chicago, and in Lord Howe's half hour.
      ['2026-11-01T05:30:00Z', 'America/Chicago', '20261101'],
      ['2026-03-08T07:30:00Z', 'America/Chicago', '20260308'],
      ['2026-04-04T14:00:00Z', 'Australia/Lord_Howe', '20260405'],
    ]
    for (const [now, zone, day] of cases) {
      const at = new Date(now)
      const last = lastPlannedWall(at, 300, zone)
      for (const slot of slots(day).filter((wall) => wall > last)) {
        const instant = slotInstant(slot, zone)
        if (!instant) continue
        expect(hasPlanRoom(full, 300, Math.ceil((instant.getTime() - at.getTime()) / 1_000))).toBe(true)
      }
    }
  })
})
