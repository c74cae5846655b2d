import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { Button } from '../../ui/button.tsx'
import { ArrowLeft } from '../../ui/icons.ts'
import { MOBILE_TEXTS } from './mobile-texts.ts'

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  )
}

/**
 * Spec 002 §2.1 screens. Each later issue replaces its screen here with the real one
 * (home, quick add, media, rooms, inbox, card detail, session recap, settings).
 */
function Screen({ title, purpose }: { title: string; purpose: string }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <p className="text-muted-foreground">{purpose}</p>
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
export const SettingsScreen = () => <Screen title="Settings" purpose="Account, Card, JUL and Alerts." />
export const InboxScreen = () => (
  <Screen title="Capture Inbox" purpose="Captures not yet assigned to a card." />
)
export const CapitalReadinessScreen = () => (
  <Screen title="Capital Readiness Report" purpose="Beta: your capital readiness report." />
)

export function CardDetailScreen() {
  const { cardId } = useParams()
  return (
    <section className="grid gap-3">
      <BackLink to="/app/julboard">Back to Board</BackLink>
      <h2 className="text-xl font-semibold tracking-tight">Card</h2>
      <p>Board card {cardId}.</p>
    </section>
  )
}

export function MobileNotFound() {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{MOBILE_TEXTS.notFound}</h2>
      <BackLink to="/app/home">Back to Home</BackLink>
    </section>
  )
}
