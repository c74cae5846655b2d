import { type ReactNode, useState } from 'react'
import type { RowOf } from '../../../sync/public/types.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { type DailyPrompt, promptOfTheDay } from '../../lib/daily-prompt.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { BookOpen } from '../../ui/icons.ts'
import { PageHeader } from '../../ui/layouts/console.tsx'
import { StatTile } from '../../ui/stat-tile.tsx'
import { canReflectInConsole, categoryCounts, localDay } from './julmode-rules.ts'
import { CATEGORY_LABELS, REFLECTION_CATEGORIES } from './prompts.ts'
import { ReflectionForm } from './reflection-form.tsx'
import { JUL_MODE_TEXTS } from './texts.ts'
import { useReflections } from './use-reflections.ts'

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/** The console's JUL Mode tab (001 §2, §5, §6): today's prompt, category counters, the archive. */
export default function JulModeTab() {
  return (
    <MemberScreenGate loading={JUL_MODE_TEXTS.loading}>
      {(screen) => <ConsoleJulMode access={screen.access} />}
    </MemberScreenGate>
  )
}

function ConsoleJulMode({ access }: { access: MemberAccess }) {
  const [now] = useState(() => new Date())
  const day = localDay(now)
  const prompt = promptOfTheDay(now)
  const header = <PageHeader title={JUL_MODE_TEXTS.title} description={JUL_MODE_TEXTS.description} />
  const pro = canReflectInConsole(access)
  return (
    <>
      {header}
      <PromptCard prompt={prompt}>{pro && <ReflectionForm prompt={prompt} day={day} allowed />}</PromptCard>
      {pro ? (
        <Reflections access={access} />
      ) : (
        <Alert variant="info" actions={<UpgradeButton plan="console" size="sm" />}>
          {JUL_MODE_TEXTS.promptOnly}
        </Alert>
      )}
    </>
  )
}

export function PromptCard({ prompt, children }: { prompt: DailyPrompt; children?: ReactNode }) {
  return (
    <Card as="section" variant="accent" aria-labelledby="todays-prompt">
      <CardHeader>
        <CardTitle id="todays-prompt">{JUL_MODE_TEXTS.todaysPrompt}</CardTitle>
        <Badge variant="outline">{CATEGORY_LABELS[prompt.category]}</Badge>
      </CardHeader>
      <CardContent className="gap-4">
        <p className="text-lg font-medium">{prompt.text}</p>
        {children}
      </CardContent>
    </Card>
  )
}

function Reflections({ access }: { access: MemberAccess }) {
  const read = useReflections(access.userId)
  return (
    <ReadView read={read} loading={JUL_MODE_TEXTS.loading} failure={JUL_MODE_TEXTS.loadFailed}>
      {(rows) => <ReflectionArchive rows={rows} />}
    </ReadView>
  )
}

function ReflectionArchive({ rows }: { rows: RowOf<'jul_reflections'>[] }) {
  const { failed } = useSyncStatus()
  const counts = categoryCounts(rows)
  return (
    <>
      <FailedWrites
        failed={failed.filter((write) => write.table === 'jul_reflections')}
        label={() => JUL_MODE_TEXTS.saveFailed}
      />
      <section aria-label={JUL_MODE_TEXTS.counters} className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {REFLECTION_CATEGORIES.map((category) => (
          <StatTile key={category} label={CATEGORY_LABELS[category]} value={String(counts[category])} />
        ))}
      </section>
      <Card as="section" aria-labelledby="reflection-archive">
        <CardHeader>
          <CardTitle id="reflection-archive">{JUL_MODE_TEXTS.archive}</CardTitle>
        </CardHeader>
        {rows.length === 0 ? (
          <EmptyState icon={<BookOpen />} title={JUL_MODE_TEXTS.archiveEmpty} />
        ) : (
          <DataList label={JUL_MODE_TEXTS.archive}>
            {rows.map((row) => (
              <DataListItem
                key={row.id}
                title={row.prompt}
                description={row.content}
                meta={
                  <>
                    <time dateTime={row.reflection_date}>
                      {DATE.format(Date.parse(`${row.reflection_date}T12:00:00`))}
                    </time>
                    <Badge variant="outline">
                      {CATEGORY_LABELS[row.category as keyof typeof CATEGORY_LABELS] ?? row.category}
                    </Badge>
                  </>
                }
              />
            ))}
          </DataList>
        )}
      </Card>
    </>
  )
}
