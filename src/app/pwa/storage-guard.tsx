import { useEffect } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { toast } from '../../ui/toaster.tsx'
import {
  evictedAt,
  noteDeviceData,
  requestPersistentStorage,
  storedPersistenceAnswer,
} from './storage-persistence.ts'
import { STORAGE_TEXTS } from './texts.ts'

/**
 * Once a member is signed in: asks the browser to keep this site's storage (once per device, again
 * while it has refused), says so plainly when it refuses or when it cleared the data since the last
 * visit, and marks the device as holding synced data once the first pull is complete. Renders nothing;
 * Settings shows the same state for as long as it holds.
 */
export function StorageGuard() {
  const userId = useAuth().user?.id
  const hasSynced = useHasSynced()

  useEffect(() => {
    if (!userId) return
    const when = evictedAt()
    if (when) {
      toast.warning(STORAGE_TEXTS.evictedTitle, {
        description: STORAGE_TEXTS.evicted(new Date(when).toLocaleDateString('en-GB')),
      })
    }
    if (storedPersistenceAnswer() === 'granted') return
    const askedBefore = storedPersistenceAnswer() === 'refused'
    requestPersistentStorage().then(
      (answer) => {
        if (answer === 'refused' && !askedBefore)
          toast.warning(STORAGE_TEXTS.refusedTitle, { description: STORAGE_TEXTS.refused })
      },
      (error: unknown) => console.warn('Persistent storage request failed', error),
    )
  }, [userId])

  useEffect(() => {
    if (userId && hasSynced) noteDeviceData()
  }, [userId, hasSynced])

  return null
}
