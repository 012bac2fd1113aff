import type { THandoffMode, TLocation } from '@deli/contracts'
import { handoffListLabel, notTakingOrdersText, TEXTS, timeZoneLabel, weeklyHoursRows } from '@deli/domain'
import { BackLink } from '../../ui/back-link.tsx'
import { Button } from '../../ui/button.tsx'
import { ClosedDays } from '../../ui/closed-days.tsx'
import { LocationMeta } from './location-meta.tsx'
import { ServicePills } from './service-pills.tsx'
import { StoreMap } from './store-map.tsx'
import { useStartOrder } from './use-start-order.ts'

/** Location detail: address, phone, hours per handoff, services, a map and 'Start Order'. */
export function LocationDetail({ location }: { location: TLocation }) {
  const { startOrder, error } = useStartOrder()
  // A store taking no orders ('Coming Soon') says so instead of offering a 'Start Order' that fails.
  const closedText = notTakingOrdersText(location)
  const cityPath = location.path.split('/').slice(0, 2).join('/')
  const handoffs = Object.entries(location.hours) as [
    THandoffMode,
    NonNullable<TLocation['hours']['pickup']>,
  ][]
  return (
    <main id="main" className="container page location-detail">
      <BackLink to={`/locations/${cityPath}`} label={`All ${location.city} locations`} />
      <div className="location-detail__grid">
        <div>
          <h1>{location.name}</h1>
          <p className="location-detail__address">
            {location.address}
            <br />
            {location.city}, {location.state} {location.zip}
          </p>
          <LocationMeta location={location} />
          <ServicePills services={location.services} />
          {closedText ? (
            <p className="location-detail__start location-card__not-taking">{closedText}</p>
          ) : (
            <Button onClick={() => startOrder(location)} className="location-detail__start">
              {TEXTS.startOrder}
            </Button>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error.message}
            </p>
          )}
          <h2 className="section-title">Hours</h2>
          <p className="muted">Times are local to the store ({timeZoneLabel(location.timezone)}).</p>
          <ClosedDays days={location.closed_days} />
          <div className="hours-grid">
            {handoffs.map(([handoff, periods]) => (
              <table key={handoff} className="hours-table">
                <caption>{handoffListLabel(handoff)}</caption>
                <tbody>
                  {weeklyHoursRows(periods).map((row) => (
                    <tr key={row.day}>
                      <th scope="row">{row.dayName}</th>
                      <td>{row.text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </div>
        <StoreMap store={location} />
      </div>
    </main>
  )
}
