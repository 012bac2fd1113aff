import { describe, expect, it } from 'vitest'
import {
  findReward,
  REWARDS,
  rewardCatalogue,
  rewardProgress,
  rewardShortOfPoints,
} from './rewards-catalogue.ts'

describe('the rewards catalogue', () => {
  it('offers a free cookie, a free side, $5 off and a free sandwich at increasing points', () => {
    expect(REWARDS.map((reward) => [reward.id, reward.points])).toEqual([
      ['free-cookie', 250],
      ['free-side', 400],
      ['five-off', 600],
      ['free-sandwich', 1200],
    ])
    expect(findReward('free-side')?.name).toBe('Free side')
    expect(findReward('free-lunch')).toBeUndefined()
  })

  it('marks what a balance can redeem and how far each reward is', () => {
    const catalogue = rewardCatalogue(400)
    expect(catalogue.map((item) => item.canRedeem)).toEqual([true, true, false, false])
    expect(catalogue.map((item) => item.percent)).toEqual([100, 100, 67, 33])
    expect(catalogue[3]?.pointsNeeded).toBe(800)
    expect(catalogue[0]?.pointsNeeded).toBe(0)
  })
})

describe('rewardProgress', () => {
  it('answers the next reward the member cannot yet redeem, and the way there capped at 100 %', () => {
    expect(rewardProgress(0)).toEqual({ next: REWARDS[0], pointsToNext: 250, percent: 0 })
    expect(rewardProgress(300)).toEqual({ next: REWARDS[1], pointsToNext: 100, percent: 75 })
    expect(rewardProgress(600)).toEqual({ next: REWARDS[3], pointsToNext: 600, percent: 50 })
  })

  it('has no next reward once every reward is in reach', () => {
    expect(rewardProgress(5000)).toEqual({ next: null, pointsToNext: 0, percent: 100 })
  })

  it('treats a negative or invalid balance as zero', () => {
    expect(rewardProgress(-20).percent).toBe(0)
    expect(rewardProgress(Number.NaN).pointsToNext).toBe(250)
  })
})

describe('rewardShortOfPoints', () => {
  it('says how many points the reward needs and how many the member has', () => {
    const reward = findReward('free-sandwich')
    if (!reward) throw new Error('no reward')
    expect(rewardShortOfPoints(reward, 1234)).toBe(
      'Free sandwich needs 1,200 points; you have 1,234 available.',
    )
  })
})
