import type { TKitchenRow } from '@deli/contracts'

/**
 * The kitchen report's rules (ADR 064): its figures from the kitchen rollup's sums, and its buckets
 * (hours of day, weekdays Monday first).
 */

/** What the kitchen rollup adds up for a bucket. */
export type TKitchenSums = {
  booked: number
  capacity: number
  refused: number
  fullHours: number
  readied: number
  readySeconds: number
  late: number
}

export const NO_KITCHEN: TKitchenSums = {
  booked: 0,
  capacity: 0,
  refused: 0,
  fullHours: 0,
  readied: 0,
  readySeconds: 0,
  late: 0,
}

/** The weekdays of the kitchen report, ISO numbered (1 = Monday). */
export const REPORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/** The hour-of-day buckets '00'…'23'. */
export const reportHours = () => Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'))

/**
 * A bucket's figures: fill = booked / capacity in basis points (0 without capacity), the average
 * seconds from submission to ready (0 when none was ready), both rounded half up.
 */
export function kitchenFigures(bucket: string, sums: TKitchenSums): TKitchenRow {
  return {
    bucket,
    booked: sums.booked,
    capacity: sums.capacity,
    fillBps: sums.capacity > 0 ? Math.round((sums.booked * 10_000) / sums.capacity) : 0,
    refused: sums.refused,
    fullHours: sums.fullHours,
    readied: sums.readied,
    averageReadySeconds: sums.readied > 0 ? Math.round(sums.readySeconds / sums.readied) : 0,
    late: sums.late,
  }
}
