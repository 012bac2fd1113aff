import type { TRewards } from '@deli/contracts'
import { POINTS_PER_DOLLAR } from '@deli/domain'
import { useState } from 'react'
import { useSiteConfig } from '../../lib/site-config.tsx'
import { Button } from '../../ui/button.tsx'
import { useRewards } from '../account/index.ts'
import { CheckInModal } from './check-in-modal.tsx'
import { useRedeemReward } from './use-redeem-reward.ts'

const count = (points: number) => points.toLocaleString('en-US')
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' })

/** The catalogue; 'Redeem' only where site config says this site redeems (not with an external provider). */
function RewardCatalogue({ rewards, canRedeemHere }: { rewards: TRewards; canRedeemHere: boolean }) {
  const redeeming = useRedeemReward()
  return (
    <>
      <ul className="reward-list" aria-label="Rewards">
        {rewards.catalogue.map((reward) => (
          <li key={reward.id} className="reward">
            <h4 className="reward__title">{reward.name}</h4>
            <p>{reward.description}</p>
            <p className="reward__points">{count(reward.points)} points</p>
            {reward.can_redeem && !canRedeemHere ? (
              <p className="muted">Ready to redeem with our loyalty program</p>
            ) : reward.can_redeem ? (
              <Button
                size="small"
                variant="outline"
                aria-label={`Redeem ${reward.name}`}
                aria-busy={redeeming.isPending && redeeming.variables?.id === reward.id}
                disabled={redeeming.isPending}
                onClick={() => redeeming.mutate(reward)}
              >
                Redeem
              </Button>
            ) : (
              <p className="muted">{count(reward.points_needed)} more points to go</p>
            )}
          </li>
        ))}
      </ul>
      {redeeming.isError && (
        <p className="field-error" role="alert">
          {redeeming.error.message}
        </p>
      )}
      {redeeming.isSuccess && (
        <p className="account-notice" role="status">
          {redeeming.data.name} is on your bag. It comes off your total at checkout.
        </p>
      )}
    </>
  )
}

/**
 * Points & Offers (spec §2 Account, §6 Member): the balance, progress to the next reward, the rewards
 * catalogue with 'Redeem' (onto the current basket), the offers, the points history, and 'Check in at
 * the store' (the QR popup).
 */
export function RewardsSection() {
  const rewards = useRewards()
  // An external loyalty provider (site config rewards.provider) redeems and checks in on its own.
  const features = useSiteConfig().rewards
  const [isCheckInOpen, setCheckInOpen] = useState(false)
  const data = rewards.data
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
      {data && (
        <>
          <p className="points-balance">
            <strong className="points-balance__value">{count(data.points)}</strong> <span>points</span>
          </p>
          {data.available < data.points && (
            <p className="muted">
              {count(data.available)} available now; the rest are held by an order being paid.
            </p>
          )}
          <p className="muted">
            You earn {POINTS_PER_DOLLAR} points for every dollar, online and in the store.
          </p>
          {data.next ? (
            <div className="reward-progress">
              <label htmlFor="reward-progress-bar">
                {count(data.next.points_to_next)} points to {data.next.name}
              </label>
              <progress id="reward-progress-bar" max={100} value={data.next.percent}>
                {data.next.percent}%
              </progress>
            </div>
          ) : (
            <p className="muted">Every reward is within reach. Treat yourself!</p>
          )}
          {features.check_in && (
            <Button variant="secondary" className="check-in-button" onClick={() => setCheckInOpen(true)}>
              Check in at the store
            </Button>
          )}
          <h3 className="account-subtitle">Rewards</h3>
          <RewardCatalogue rewards={data} canRedeemHere={features.redeem} />
          <h3 className="account-subtitle">Offers</h3>
          {data.offers.length === 0 ? (
            <p className="muted">No offers right now. Check back soon!</p>
          ) : (
            <ul className="offer-list">
              {data.offers.map((offer) => (
                <li key={offer.id} className="offer">
                  <h4 className="offer__title">{offer.title}</h4>
                  <p>{offer.description}</p>
                  {offer.expires && <p className="muted">Ends {day(offer.expires)}</p>}
                </li>
              ))}
            </ul>
          )}
          <h3 className="account-subtitle">Points history</h3>
          {data.history.length === 0 ? (
            <p className="muted">No points yet: your first order earns some.</p>
          ) : (
            <ul className="points-history">
              {data.history.map((entry) => (
                <li key={entry.id}>
                  <span>{entry.label}</span>
                  <span className="muted">{day(entry.created)}</span>
                  <strong>
                    {entry.points > 0 ? '+' : ''}
                    {count(entry.points)}
                  </strong>
                </li>
              ))}
            </ul>
          )}
          {features.check_in && <CheckInModal open={isCheckInOpen} onClose={() => setCheckInOpen(false)} />}
        </>
      )}
    </section>
  )
}
