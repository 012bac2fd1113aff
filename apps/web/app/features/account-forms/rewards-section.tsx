import { useRewards } from '../account/index.ts'

/** Points and offers (spec §2 Account, §6 Member); the rewards catalogue comes with the loyalty issue. */
export function RewardsSection() {
  const rewards = useRewards()
  return (
    <section id="rewards" className="account-section" aria-labelledby="rewards-title">
      <h2 id="rewards-title" className="account-section__title">
        Points &amp; Offers
      </h2>
      {rewards.isPending && <p className="muted">Loading your rewards…</p>}
      {rewards.isError && (
        <p className="field-error" role="alert">
          {rewards.error.message}
        </p>
      )}
      {rewards.data && (
        <>
          <p className="points-balance">
            <strong className="points-balance__value">{rewards.data.points.toLocaleString('en-US')}</strong>{' '}
            <span>points</span>
          </p>
          <p className="muted">You earn points with every order.</p>
          {rewards.data.offers.length === 0 ? (
            <p className="muted">No offers right now. Check back soon!</p>
          ) : (
            <ul className="offer-list">
              {rewards.data.offers.map((offer) => (
                <li key={offer.id} className="offer">
                  <h3 className="offer__title">{offer.title}</h3>
                  <p>{offer.description}</p>
                  {offer.expires && (
                    <p className="muted">
                      Ends {new Date(offer.expires).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
