import { TEXTS } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { memberApi } from '../../lib/member-api.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Icon } from '../../ui/icon.tsx'
import { memberKeys, useFavourites } from './member-queries.ts'
import { useUser } from './session-store.ts'

const refreshFavourites = () => getQueryClient().invalidateQueries({ queryKey: memberKeys.favourites })

/**
 * The favourite heart of a location card (spec §2, §6: members only). A tap saves the location by
 * menu_id; on a favourite it asks 'Unfavorite Location?' first (spec §4 Misc, §8).
 */
export function FavouriteHeart(props: { menuId: number; storeName: string }) {
  const user = useUser()
  const favourites = useFavourites()
  const [isAsking, setAsking] = useState(false)
  const saving = useMutation({
    mutationFn: async () => {
      await memberApi.saveFavourite(props.menuId)
      await refreshFavourites()
    },
  })
  if (!user) return null
  const isFavourite =
    favourites.data?.favourites.some((favourite) => favourite.menu_id === props.menuId) ?? false

  function toggle() {
    if (isFavourite) {
      setAsking(true)
      return
    }
    if (saving.isPending) return
    saving.mutate()
  }

  return (
    <>
      <button
        type="button"
        className={isFavourite ? 'favourite-heart is-favourite' : 'favourite-heart'}
        aria-pressed={isFavourite}
        aria-label={`Favorite ${props.storeName}`}
        aria-busy={saving.isPending || undefined}
        disabled={favourites.isPending}
        onClick={toggle}
      >
        <Icon name={isFavourite ? 'heart' : 'heart-outline'} />
      </button>
      <ConfirmDialog
        open={isAsking}
        title={TEXTS.unfavoriteTitle}
        body={TEXTS.unfavoriteBody}
        confirmLabel={TEXTS.unfavoriteConfirm}
        dismissLabel={TEXTS.unfavoriteDismiss}
        onConfirm={async () => {
          await memberApi.deleteFavourite(props.menuId)
          await refreshFavourites()
        }}
        onClose={() => setAsking(false)}
      />
    </>
  )
}
