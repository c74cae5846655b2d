import { useEffect, useState } from 'react'
import type { SyncClient } from '../../sync/client.ts'
import type { RowOf } from '../../sync/public/types.ts'
import { useAuth } from './auth.ts'
import type { Row } from './public-site.ts'
import { useSyncClient } from './sync-context.ts'
import { useHasSynced } from './use-has-synced.ts'
import { type PublicRead, usePublicRead } from './use-public-read.ts'

export type ServiceCardRow = RowOf<'service_cards'>

/**
 * The service cards every visitor sees (000 §3: visible to every tier). A signed-in member reads
 * the mirror, which the sync engine keeps fresh and which works offline. A signed-out visitor has
 * no mirror (the engine pulls only for a session), so the cards are read online with the anon key
 * and the last answer is remembered on the device for offline visits.
 */
export function useServiceCards(): PublicRead<ServiceCardRow[]> {
  const client = useSyncClient()
  const { status } = useAuth()
  const hasSynced = useHasSynced()
  const mirrored = useMirroredCards(client)
  const useMirror = status === 'signed-in' && (hasSynced || (mirrored?.length ?? 0) > 0)
  const online = usePublicRead<Row[]>(useMirror || status === 'loading' ? null : 'service-cards', (site) =>
    site.serviceCards(),
  )
  if (useMirror) return mirrored === undefined ? { status: 'loading' } : { status: 'ready', data: mirrored }
  if (status === 'loading') return { status: 'loading' }
  return online.status === 'ready' ? { status: 'ready', data: online.data as ServiceCardRow[] } : online
}

/**
 * The mirror's cards, live. Not `useLiveQuery`: dexie-react-hooks loads Dexie with the page, and the
 * home page's visitor has no mirror (Dexie stays off a visitor's first load).
 */
function useMirroredCards(client: SyncClient | null): ServiceCardRow[] | undefined {
  const [cards, setCards] = useState<{ client: SyncClient; rows: ServiceCardRow[] } | null>(null)
  useEffect(() => {
    if (!client) return
    return client.watch(
      () => client.db.mirror('service_cards').toArray(),
      (rows) => setCards({ client, rows }),
      (error: unknown) => console.warn('Reading the service cards on this device failed', error),
    )
  }, [client])
  if (!client) return []
  return cards?.client === client ? cards.rows : undefined
}
