import type { Server } from 'node:http'
import type { ServerState } from '../context.ts'

export async function attachRealtime(_server: unknown, _state: ServerState) {
  return { close: async () => undefined }
}
export type { Server }
