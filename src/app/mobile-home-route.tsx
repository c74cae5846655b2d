import { MobileAgreements } from '../features/agreements/mobile-agreements.tsx'
import { MobileBoard } from '../features/board/mobile-board.tsx'
import MobileHome from '../features/mobile-home/home-screen.tsx'
import { PushCard } from '../features/push/push-card.tsx'
import { MobileSessions } from '../features/sessions/mobile-sessions.tsx'
import { VoiceAssistantCard } from '../features/voice-assistant/voice-assistant-card.tsx'

/** Home's Board sub-tab: the board engineer's board with the console engineer's agreements inside. */
function HomeBoard() {
  return <MobileBoard agreements={MobileAgreements} />
}

/** Home (002 §2.3) with its sub-tabs and the Overview's notification and voice assistant cards. */
export default function MobileHomeRoute() {
  return (
    <MobileHome
      board={HomeBoard}
      sessions={MobileSessions}
      overviewExtras={
        <>
          <PushCard />
          <VoiceAssistantCard />
        </>
      }
    />
  )
}
