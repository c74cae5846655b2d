import { useLiveQuery } from 'dexie-react-hooks'
import type { CurrencyCode } from '../lib/currency.ts'
import { CONSOLE_PRO_CARD_ID, upgradeToProLabel } from '../lib/upgrade.ts'
import { useSyncClient } from './sync-context.ts'

/**
 * 'Upgrade to Pro €995/mo' (001 §1) with the price in `currency`, read from the mirrored console-pro
 * service card (the euro price until it is on this device).
 */
export function useUpgradeToProLabel(currency: CurrencyCode): string {
  const client = useSyncClient()
  const card = useLiveQuery(
    () =>
      client?.db
        .mirror('service_cards')
        .filter((row) => row.card_id === CONSOLE_PRO_CARD_ID)
        .first(),
    [client],
  )
  return upgradeToProLabel(card, currency)
}
