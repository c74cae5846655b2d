import type { HttpStack } from 'tus-js-client'
import { storageRemover } from '../../../sync/uploads/storage-remover.ts'
import { tusTransport } from '../../../sync/uploads/tus-transport.ts'
import type { UploadBookkeeping, UploadFile, UploadStore } from '../../../sync/uploads/types.ts'
import { UploadLane } from '../../../sync/uploads/upload-lane.ts'

export type StoredFile = UploadFile & {
  status: 'waiting' | 'uploaded' | 'failed' | 'discarded'
  error: string | null
}

/** Attachment records in memory: what survives a "reload" is this map, as IndexedDB in the app. */
export class MemoryUploadStore implements UploadStore {
  readonly files = new Map<string, StoredFile>()
  async waiting(userId: string) {
    return [...this.files.values()].filter((file) => file.user_id === userId && file.status === 'waiting')
  }
  async update(id: string, patch: UploadBookkeeping) {
    const file = this.files.get(id)
    if (file) Object.assign(file, patch)
  }
  async markUploaded(id: string) {
    await this.update(id, { upload_url: null })
    const file = this.files.get(id)
    if (file) file.status = 'uploaded'
  }
  async markRefused(id: string, reason: string) {
    const file = this.files.get(id)
    if (file) Object.assign(file, { status: 'failed', error: reason })
  }
  async discarded(userId: string) {
    return [...this.files.values()].filter((file) => file.user_id === userId && file.status === 'discarded')
  }
  async forget(id: string) {
    this.files.delete(id)
  }
}

/** tus-js-client's Node build reads Buffers and streams, not Blobs: the browser reads the Blob itself. */
const blobReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      async slice(start: number, end: number) {
        const value = Buffer.from(await input.slice(start, end).arrayBuffer())
        return { value: Object.assign(value, { size: value.length }), done: end >= input.size }
      },
      close() {},
    }
  },
}

const realClock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
}

/** The lane as the app runs it (real TUS transport, real timers), against `supabaseUrl`. */
export function laneFor(
  store: UploadStore,
  config: {
    supabaseUrl: string
    anonKey: string
    accessToken: string
    chunkSize?: number
    /** The service worker's stack (`fetchHttpStack()`); tus-js-client's own otherwise. */
    httpStack?: HttpStack
  },
): UploadLane {
  return new UploadLane({
    store,
    transport: tusTransport({
      supabaseUrl: config.supabaseUrl,
      anonKey: config.anonKey,
      accessToken: () => config.accessToken,
      fileReader: blobReader,
      ...(config.chunkSize === undefined ? {} : { chunkSize: config.chunkSize }),
      ...(config.httpStack ? { httpStack: config.httpStack } : {}),
    }),
    remover: storageRemover({
      supabaseUrl: config.supabaseUrl,
      anonKey: config.anonKey,
      accessToken: () => config.accessToken,
    }),
    clock: realClock,
    random: Math.random,
    network: { constrained: () => false },
    refreshSession: async () => false,
  })
}
