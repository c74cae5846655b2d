import MobileHome from '../features/mobile-home/home-screen.tsx'
import { PushCard } from '../features/push/push-card.tsx'
import { MobileSessions } from '../features/sessions/mobile-sessions.tsx'
import { VoiceAssistantCard } from '../features/voice-assistant/voice-assistant-card.tsx'

/** A neutral stand-in for Home's Board sub-tab until the board feature lands. */
function BoardPending() {
  return <p className="text-sm text-muted-foreground">Your board appears here.</p>
}

/** Home (002 §2.3) with its sub-tabs and the Overview's notification and voice assistant cards. */
export default function MobileHomeRoute() {
  return (
    <MobileHome
      board={BoardPending}
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
