import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { SparksFeedScreen } from './sparks-feed-screen.tsx'

/** The /app/sparks route element: the JUL Sparks feed (spec 002 §2.10) for the signed-in member. */
export default function SparksRoute() {
  const client = useSyncClient()
  const { user } = useAuth()
  if (!client || !user) {
    return (
      <section className="mobile-screen">
        <h2>JUL Sparks</h2>
        <p className="error-box" role="alert">
          Sparks need this device's local database, which could not be opened in this browser.
        </p>
      </section>
    )
  }
  return <SparksFeedScreen client={client} userId={user.id} />
}
