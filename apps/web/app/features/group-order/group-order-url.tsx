import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { create } from 'zustand'
import { usePanels } from '../../lib/panels.ts'
import { START_GROUP_PARAM } from './group-start.ts'

/** The invite link's query (spec §1: the site root with groupOrderId). */
export const GROUP_ORDER_ID_PARAM = 'groupOrderId'

/** The group being joined from an invite link, while the join view shows. */
export const useJoining = create<{ joinId: string | null }>()(() => ({ joinId: null }))

/**
 * Opens the Group Order side panel from the URL: `?groupOrderId=…` (spec §1, §2: the invite link)
 * with the join view, `?startGroupOrder=true` (back from signing in to host) with the host view. The
 * parameter leaves the URL once read. Mounted on every page; the panel itself loads lazily.
 */
export function GroupOrderUrl() {
  const [params, setParams] = useSearchParams()
  const joinId = params.get(GROUP_ORDER_ID_PARAM)
  const isStart = params.get(START_GROUP_PARAM) === 'true'
  useEffect(() => {
    if (!joinId && !isStart) return
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete(GROUP_ORDER_ID_PARAM)
        next.delete(START_GROUP_PARAM)
        return next
      },
      { replace: true },
    )
    useJoining.setState({ joinId })
    usePanels.getState().openPanel('group-order')
  }, [joinId, isStart, setParams])
  return null
}
