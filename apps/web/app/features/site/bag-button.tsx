import { TEXTS } from '@deli/domain'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useOrderContext } from '../../lib/order-context.ts'
import { Button } from '../../ui/button.tsx'
import { Drawer } from '../../ui/drawer.tsx'
import { Icon } from '../../ui/icon.tsx'

/** Header cart icon with its count badge; opens the bag (its lines arrive with the ordering issue). */
export function BagButton() {
  const count = 0
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const location = useOrderContext((state) => state.location)
  return (
    <>
      <button
        type="button"
        className="bag-button"
        aria-label={`Your Bag, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={() => setOpen(true)}
      >
        <Icon name="bag" />
        {count > 0 && <span className="bag-button__badge">{count}</span>}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title={`${TEXTS.yourBag} (${count})`}>
        <div className="empty-state">
          <Icon name="bag" size={48} />
          <p className="empty-state__title">{TEXTS.emptyBagTitle}</p>
          <p>{TEXTS.emptyBagBody}</p>
          <Button
            onClick={() => {
              setOpen(false)
              navigate(location ? `/menu/${location.menu_id}` : '/locations')
            }}
          >
            {TEXTS.submitBrowseMenu}
          </Button>
        </div>
      </Drawer>
    </>
  )
}
