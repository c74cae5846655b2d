import { type ComponentType, type ReactNode, Suspense } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { SectionErrorBoundary } from '../../ui/section-error-boundary.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { Overview } from './overview.tsx'
import { MOBILE_HOME_TEXTS } from './texts.ts'

const VIEWS = ['overview', 'board', 'sessions'] as const
type HomeView = (typeof VIEWS)[number]

export interface MobileHomeProps {
  /** The Board sub-tab (All and Agreements), from the board feature (SCREENS.md). */
  board: ComponentType
  /** The Sessions sub-tab (list, Session Manager, recaps), from the sessions feature. */
  sessions: ComponentType
  /** Cards shown on the Overview after Quick Actions (notifications, the voice assistant). */
  overviewExtras?: ReactNode
}

function SubTab({ component: Component }: { component: ComponentType }) {
  return (
    <SectionErrorBoundary>
      <Suspense fallback={<LoadingState />}>
        <Component />
      </Suspense>
    </SectionErrorBoundary>
  )
}

/**
 * /app/home and /app/julboard (002 §2.1, §2.3): Overview, Board and Sessions. The sub-tab is kept in the
 * query (?view=) so Back returns to it; /app/julboard opens on Board.
 */
export default function MobileHome({ board, sessions, overviewExtras }: MobileHomeProps) {
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const fallback: HomeView = pathname.startsWith('/app/julboard') ? 'board' : 'overview'
  const view = VIEWS.find((value) => value === params.get('view')) ?? fallback
  const select = (next: string) => {
    const query = new URLSearchParams(params)
    query.set('view', next)
    setParams(query, { replace: true })
  }
  return (
    <>
      <h1 className="sr-only">Home</h1>
      <Tabs value={view} onValueChange={select} variant="pills">
        <TabsList aria-label="Home sections" className="w-full">
          <TabsTrigger value="overview" className="flex-1">
            {MOBILE_HOME_TEXTS.overview}
          </TabsTrigger>
          <TabsTrigger value="board" className="flex-1">
            {MOBILE_HOME_TEXTS.board}
          </TabsTrigger>
          <TabsTrigger value="sessions" className="flex-1">
            {MOBILE_HOME_TEXTS.sessions}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Overview extras={overviewExtras} />
        </TabsContent>
        <TabsContent value="board">
          <SubTab component={board} />
        </TabsContent>
        <TabsContent value="sessions">
          <SubTab component={sessions} />
        </TabsContent>
      </Tabs>
    </>
  )
}
