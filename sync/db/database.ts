import Dexie, { type DexieOptions, type Table } from 'dexie'
import type { OutboxEntry, QueueEntry, SyncState } from '../protocol.ts'
import type { RowOf, TableName } from '../tables.ts'
import { DATABASE_NAME } from './name.ts'
import type { AttachmentRecord, KvRecord } from './records.ts'
import { VERSIONS } from './versions/all-versions.ts'

export { DATABASE_NAME } from './name.ts'

export type DatabaseEvents = {
  /** A newer build opened the database in another tab: this tab must reload to keep working. */
  onReloadRequired?: () => void
}

export class JulDatabase extends Dexie {
  declare pending_sync_data: Table<QueueEntry, number>
  declare outbox: Table<OutboxEntry, number>
  declare sync_state: Table<SyncState, string>
  declare attachments: Table<AttachmentRecord, string>
  declare kv: Table<KvRecord, string>

  constructor(name: string = DATABASE_NAME, events: DatabaseEvents = {}, options?: DexieOptions) {
    super(name, options)
    for (const { version, stores, upgrade } of VERSIONS) {
      const declared = this.version(version).stores(stores)
      if (upgrade) declared.upgrade(upgrade)
    }
    // An old tab would otherwise block the upgrade of a newer one forever: close and ask to reload.
    this.on('versionchange', () => {
      this.close()
      events.onReloadRequired?.()
      return false
    })
    // A connection opened only after a newer build upgraded the database gets no versionchange, and
    // Dexie 4 opens the newer version anyway (it retries without a version): refuse it the same way,
    // or this tab's worker would lead and write under the new schema. Dexie's native version is ten
    // times the declared one; a patch Dexie makes within this build adds less than ten. Sticky: every
    // open checks, not only the first.
    this.on(
      'ready',
      () => {
        if (Math.floor(this.backendDB().version / 10) <= this.verno) return
        events.onReloadRequired?.()
        throw new Dexie.VersionError(`${name} was upgraded by a newer version of JUL`)
      },
      true,
    )
  }

  /** The mirror of one synced table, typed from the registry's zod schema. */
  mirror<N extends TableName>(name: N): Table<RowOf<N>, string> {
    return this.table(name)
  }
}
