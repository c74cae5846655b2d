import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { SparksFeedScreen } from './sparks-feed.tsx'

/** The /app/sparks route element: the JUL Sparks feed (spec 002 §2.10) for the signed-in member. */
export default function SparksScreen() {
  return (
    <MemberScreenGate loading="Loading...">
      {(screen) => <SparksFeedScreen userId={screen.access.userId} />}
    </MemberScreenGate>
  )
}
