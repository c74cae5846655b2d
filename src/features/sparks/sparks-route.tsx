import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { ErrorState } from '../../ui/error-state.tsx'
import { SparksFeedScreen } from './sparks-feed-screen.tsx'

/** The /app/sparks route element: the JUL Sparks feed (spec 002 §2.10) for the signed-in member. */
export default function SparksRoute() {
  const client = useSyncClient()
  const { user } = useAuth()
  if (!client || !user) {
    return (
      <section className="grid gap-4">
        <h2 className="text-xl font-semibold tracking-tight">JUL Sparks</h2>
        <ErrorState
          title="Sparks are not available here"
          message="Sparks need this device's local database, which could not be opened in this browser."
        />
      </section>
    )
  }
  return <SparksFeedScreen client={client} userId={user.id} />
}
