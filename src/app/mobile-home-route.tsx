import MobileHome from '../features/mobile-home/home-screen.tsx'
import { PushCard } from '../features/push/push-card.tsx'
import { VoiceAssistantCard } from '../features/voice-assistant/voice-assistant-card.tsx'

/** Neutral stand-ins for Home's Board and Sessions sub-tabs until the board and sessions features land. */
function BoardPending() {
  return <p className="text-sm text-muted-foreground">Your board appears here.</p>
}
function SessionsPending() {
  return <p className="text-sm text-muted-foreground">Your sessions appear here.</p>
}

/** Home (002 §2.3) with its sub-tabs and the Overview's notification and voice assistant cards. */
export default function MobileHomeRoute() {
  return (
    <MobileHome
      board={BoardPending}
      sessions={SessionsPending}
      overviewExtras={
        <>
          <PushCard />
          <VoiceAssistantCard />
        </>
      }
    />
  )
}
