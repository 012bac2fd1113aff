import type { TReward } from '@deli/contracts'
import { useMutation } from '@tanstack/react-query'
import { memberApi } from '../../lib/member-api.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { memberKeys } from '../account/index.ts'
import { announceBagChange, changeCart } from '../cart/index.ts'

/**
 * 'Redeem' (POST rewards/redeem): the reward goes onto the current basket as a discount; the answered
 * basket replaces the cached one, the change is announced, and the rewards reload (what is available).
 */
export function useRedeemReward() {
  return useMutation({
    mutationFn: async (reward: TReward) => {
      await changeCart((cartId) => memberApi.redeem(cartId, reward.id))
      return reward
    },
    onSuccess: (reward) => {
      announceBagChange(`${reward.name} is on your bag as a reward.`)
      void getQueryClient().invalidateQueries({ queryKey: memberKeys.rewards })
    },
  })
}
