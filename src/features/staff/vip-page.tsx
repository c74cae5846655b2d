import { Link } from 'react-router-dom'
import { Card } from '../../ui/card.tsx'
import { StaffFrame } from './staff-frame.tsx'
import { STAFF_PAGES, STAFF_TEXTS, type StaffPageId } from './texts.ts'

const TOOLS: readonly StaffPageId[] = [
  'admin',
  'yelRoomAdmin',
  'gridUpload',
  'proposals',
  'brand',
  'emailSignature',
  'digitalBusinessCard',
  'mobileDesign',
]

/** /vip (000 §2.3, §6): the staff area, linking every staff page. */
export function VipPage({ isStaff }: { isStaff: boolean }) {
  return (
    <StaffFrame
      title={STAFF_PAGES.vip.title}
      lead={STAFF_PAGES.vip.purpose}
      isStaff={isStaff}
      deniedText={STAFF_TEXTS.vipStaffOnly}
    >
      <ToolGrid ids={TOOLS} />
    </StaffFrame>
  )
}

export function ToolGrid({ ids }: { ids: readonly StaffPageId[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Staff tools">
      {ids.map((id) => (
        <li key={id}>
          <Card variant="interactive" padding="sm" className="relative grid h-full gap-1">
            <Link to={STAFF_PAGES[id].path} className="font-medium after:absolute after:inset-0">
              {STAFF_PAGES[id].title}
            </Link>
            <p className="text-sm text-muted-foreground">{STAFF_PAGES[id].purpose}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
