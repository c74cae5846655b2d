import type { Page } from '@playwright/test'

/** The contents of the room's messages this device holds (the sync database's `yel_room_messages` store). */
export function heldMessages(page: Page, room: string): Promise<string[]> {
  return page.evaluate(
    (wanted) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('jul')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result
            .transaction('yel_room_messages')
            .objectStore('yel_room_messages')
            .getAll()
          request.onsuccess = () => {
            open.result.close()
            const rows = request.result as { room_type: string; content: string }[]
            resolve(rows.filter((row) => row.room_type === wanted).map((row) => row.content))
          }
          request.onerror = () => reject(request.error)
        }
      }),
    room,
  )
}
