import { Link, useParams } from 'react-router-dom'
import { MOBILE_TEXTS } from './mobile-texts.ts'

/**
 * Spec 002 §2.1 screens. Each later issue replaces its screen here with the real one
 * (home, quick add, media, rooms, inbox, card detail, session recap, settings).
 */
function Screen({ title, purpose }: { title: string; purpose: string }) {
  return (
    <section className="mobile-screen">
      <h2>{title}</h2>
      <p>{purpose}</p>
    </section>
  )
}

export const HomeScreen = () => <Screen title="Home" purpose="Overview, Board and Sessions." />
export const QuickAddScreen = () => (
  <Screen title="Quick Add" purpose="Capture voice, photo and text notes." />
)
export const MediaScreen = () => (
  <Screen title="Media Library" purpose="Your photos, voice memos and notes." />
)
export const YelRoomScreen = () => <Screen title="YEL Room" purpose="Rooms with your advisor and peers." />
export const InboxScreen = () => (
  <Screen title="Capture Inbox" purpose="Captures not yet assigned to a card." />
)
export const CapitalReadinessScreen = () => (
  <Screen title="Capital Readiness Report" purpose="Beta: your capital readiness report." />
)

export function CardDetailScreen() {
  const { cardId } = useParams()
  return (
    <section className="mobile-screen">
      <Link to="/app/julboard">Back to Board</Link>
      <h2>Card</h2>
      <p>Board card {cardId}.</p>
    </section>
  )
}

export function SessionRecapScreen() {
  const { sessionId } = useParams()
  return (
    <section className="mobile-screen">
      <Link to="/app/home">Back to Sessions</Link>
      <h2>Session Recap</h2>
      <p>Session {sessionId}.</p>
    </section>
  )
}

export function MobileNotFound() {
  return (
    <section className="mobile-screen">
      <h2>{MOBILE_TEXTS.notFound}</h2>
      <Link to="/app/home">Back to Home</Link>
    </section>
  )
}
