import type { RecordAudit } from '../../data/audit-trail-context.ts'

/**
 * The page's audit trail for screens (exports, staff opening a member's data), once the runtime services
 * have made it (services.ts). Not one of the deferred services: every one of those is on a visitor's
 * first load, and only the member routes and the mobile app record data access (member-routes.tsx and
 * mobile-app.tsx provide it).
 */
let arrive: (record: RecordAudit) => void = () => undefined
const arrived = new Promise<RecordAudit>((resolve) => {
  arrive = resolve
})

export function providePageAudit(record: RecordAudit): void {
  arrive(record)
}

/** Records through the page's trail, once it is there (the event is kept on the device from then on). */
export const recordPageAudit: RecordAudit = async (event) => (await arrived)(event)
