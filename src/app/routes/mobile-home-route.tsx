import { lazy, Suspense } from 'react'
import { AgreementsScreen } from '../../features/agreements/agreements-screen.tsx'
import { BoardScreen } from '../../features/board/board-screen.tsx'
import { useCurrency } from '../../features/currency/use-currency.ts'
import MobileHome from '../../features/home/home-screen.tsx'
import { PushCard } from '../../features/push/push-card.tsx'
import { SessionsScreen } from '../../features/sessions/sessions-screen.tsx'
import { VoiceAssistantCard } from '../../features/voice-assistant/voice-assistant-card.tsx'

const BookingWizard = lazy(() => import('../../features/booking/booking-wizard.tsx'))

/** Home's Board sub-tab: the board engineer's board with the console engineer's agreements inside. */
function HomeBoard() {
  return <BoardScreen agreements={AgreementsScreen} />
}

/** Home's Sessions sub-tab: scheduling (002 §6) is the console's booking wizard, the same one. */
function HomeSessions() {
  const currency = useCurrency()
  return (
    <SessionsScreen
      booking={
        <Suspense fallback={null}>
          <BookingWizard currency={currency} label="Schedule Session" />
        </Suspense>
      }
    />
  )
}

/** Home (002 §2.3) with its sub-tabs and the Overview's notification and voice assistant cards. */
export default function MobileHomeRoute() {
  return (
    <MobileHome
      board={HomeBoard}
      sessions={HomeSessions}
      overviewExtras={
        <>
          <PushCard />
          <VoiceAssistantCard />
        </>
      }
    />
  )
}
