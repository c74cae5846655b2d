import { Link, useParams } from 'react-router-dom'
import { MOBILE_TEXTS } from './mobile-texts.ts'

/**
 * Spec 002 §2.1 screens still waiting for the features that own them (YEL Room, App Settings, card
 * detail, session recap, capital readiness); src/app replaces each one as its feature lands.
 */
function Screen({ title, purpose }: { title: string; purpose: string }) {
  return (
    <section className="grid gap-2">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{purpose}</p>
    </section>
  )
}

export const YelRoomScreen = () => <Screen title="YEL Room" purpose="Rooms with your advisor and peers." />
export const SettingsScreen = () => <Screen title="Settings" purpose="Account, Card, JUL and Alerts." />
export const CapitalReadinessScreen = () => (
  <Screen title="Capital Readiness Report" purpose="Beta: your capital readiness report." />
)

export function CardDetailScreen() {
  const { cardId } = useParams()
  return (
    <section className="grid gap-2">
      <Link to="/app/julboard">Back to Board</Link>
      <h1 className="text-xl font-semibold">Card</h1>
      <p>Board card {cardId}.</p>
    </section>
  )
}

export function SessionRecapScreen() {
  const { sessionId } = useParams()
  return (
    <section className="grid gap-2">
      <Link to="/app/home?view=sessions">Back to Sessions</Link>
      <h1 className="text-xl font-semibold">Session Recap</h1>
      <p>Session {sessionId}.</p>
    </section>
  )
}

export function MobileNotFound() {
  return (
    <section className="grid gap-2">
      <h1 className="text-xl font-semibold">{MOBILE_TEXTS.notFound}</h1>
      <Link to="/app/home">Back to Home</Link>
    </section>
  )
}
