import { KITCHEN_STATIONS_MESSAGE, KITCHEN_STATIONS_RANGE } from '@deli/contracts/constants'

/** The sentence for a store's kitchen stations out of range (ADR 065); null when they fit or are the chain's (null). */
export function kitchenStationsProblem(stations: number | null): string | null {
  if (stations === null) return null
  const fits =
    Number.isInteger(stations) &&
    stations >= KITCHEN_STATIONS_RANGE.min &&
    stations <= KITCHEN_STATIONS_RANGE.max
  return fits ? null : KITCHEN_STATIONS_MESSAGE
}
