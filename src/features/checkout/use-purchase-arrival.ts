import { useCallback, useEffect, useState } from 'react'
import { useSyncClient } from '../../data/sync-context.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import type { PurchasedItem } from '../../lib/payments.ts'
import { hasArrived, RESYNC_EVERY_MS, SLOW_AFTER_MS } from './checkout-outcome.ts'

export type ArrivalState =
  | { status: 'loading' }
  | { status: 'waiting'; slow: boolean }
  | { status: 'arrived'; serviceCardTitle: string | null }

/**
 * Watches the local mirror until `item` shows up, asking sync for fresh pulls meanwhile; `recheck`
 * starts another round after the page has said the update is late.
 */
export function usePurchaseArrival(
  item: PurchasedItem | null,
  serviceCardId: string | null,
): { state: ArrivalState; recheck: () => void } {
  const client = useSyncClient()
  const access = useMemberAccess()
  const userId = access.status === 'ready' ? access.access.userId : ''
  const [round, setRound] = useState(0)
  const [slow, setSlow] = useState(false)
  const read = useMirrorRead(
    async (db) => {
      const purchases = await db.mirror('user_service_purchases').where('user_id').equals(userId).toArray()
      const card = serviceCardId ? await db.mirror('service_cards').get(serviceCardId) : undefined
      return { purchases, title: card?.title ?? null }
    },
    [userId, serviceCardId],
    // The page waits for the purchase itself; an empty answer is "not yet", which it says.
    { what: 'purchases', isEmpty: () => false },
  )
  const data = read.status === 'ready' ? read.data : undefined

  const arrived =
    item !== null &&
    access.status === 'ready' &&
    data !== undefined &&
    hasArrived(item, access.access, data.purchases, serviceCardId, Date.now())

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round restarts the polling
  useEffect(() => {
    if (!client || !item || arrived) return
    setSlow(false)
    void client.syncNow()
    const resync = setInterval(() => void client.syncNow(), RESYNC_EVERY_MS)
    const late = setTimeout(() => {
      clearInterval(resync)
      setSlow(true)
    }, SLOW_AFTER_MS)
    return () => {
      clearInterval(resync)
      clearTimeout(late)
    }
  }, [client, item, arrived, round])

  const recheck = useCallback(() => setRound((value) => value + 1), [])
  if (access.status !== 'ready' || data === undefined) return { state: { status: 'loading' }, recheck }
  if (arrived) return { state: { status: 'arrived', serviceCardTitle: data?.title ?? null }, recheck }
  return { state: { status: 'waiting', slow }, recheck }
}
