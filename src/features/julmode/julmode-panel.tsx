import { useState } from 'react'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import type { MemberAccess } from '../../lib/access.ts'
import { promptOfTheDay } from '../../lib/daily-prompt.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge, type BadgeVariant } from '../../ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { Field } from '../../ui/field.tsx'
import { Sparkles } from '../../ui/icons.ts'
import { Progress } from '../../ui/progress.tsx'
import { Switch } from '../../ui/switch.tsx'
import {
  canUseJulMode,
  isProTier,
  type JulModeSettings,
  julInsights,
  localDay,
  timeRemaining,
  weeklyProgress,
} from './julmode-rules.ts'
import { ReflectionForm } from './reflection-form.tsx'
import { JUL_MODE_TEXTS } from './texts.ts'
import { useJulModeSettings } from './use-jul-mode-settings.ts'
import { useInsightRows, useReflections } from './use-reflections.ts'

/** The JUL tab of the mobile settings overlay (002 §2.12, §4 JUL Mode). */
export function JulModePanel() {
  return (
    <MemberScreenGate loading={JUL_MODE_TEXTS.loading}>
      {(screen) =>
        canUseJulMode(screen.access.mobileTier) ? <JulMode access={screen.access} /> : <Upsell />
      }
    </MemberScreenGate>
  )
}

/** 002 §4: free users see an upsell with Upgrade Now (the Premium plan's checkout). */
function Upsell() {
  return (
    <Card as="section" variant="accent" aria-labelledby="jul-upsell">
      <CardHeader>
        <CardTitle id="jul-upsell">{JUL_MODE_TEXTS.upsellTitle}</CardTitle>
        <CardDescription>{JUL_MODE_TEXTS.upsellBody}</CardDescription>
      </CardHeader>
      <UpgradeButton plan="premium" className="w-fit" />
    </Card>
  )
}

function JulMode({ access }: { access: MemberAccess }) {
  const [settings, update] = useJulModeSettings()
  const pro = isProTier(access.mobileTier)
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {JUL_MODE_TEXTS.title}
          {pro && <Badge variant="tier-pro">{JUL_MODE_TEXTS.pro}</Badge>}
        </h2>
        <Switch
          aria-label={JUL_MODE_TEXTS.masterSwitch}
          checked={settings.enabled}
          onCheckedChange={(enabled) => update({ enabled })}
        />
      </div>
      {settings.enabled ? (
        <>
          {settings.dailyReflections && <ReflectionCard access={access} />}
          {settings.strategicInsights && <InsightsCard userId={access.userId} />}
          <Switches settings={settings} update={update} pro={pro} />
        </>
      ) : (
        <Alert variant="info" title={JUL_MODE_TEXTS.off}>
          {JUL_MODE_TEXTS.offHint}
        </Alert>
      )}
    </div>
  )
}

function ReflectionCard({ access }: { access: MemberAccess }) {
  const [now] = useState(() => new Date())
  const day = localDay(now)
  const prompt = promptOfTheDay(now)
  const rows = useReflections(access.userId)
  const done = weeklyProgress(rows.status === 'ready' ? rows.data : [], day)
  return (
    <Card as="section" aria-labelledby="jul-reflection" padding="sm">
      <CardHeader className="mb-2">
        <CardTitle id="jul-reflection">{prompt.text}</CardTitle>
        <CardDescription>{timeRemaining(now)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Progress value={done} max={7} label={`${JUL_MODE_TEXTS.thisWeek}: ${done}/7`} showLabel />
        <ReflectionForm prompt={prompt} day={day} allowed />
      </CardContent>
    </Card>
  )
}

const PRIORITY: Record<string, BadgeVariant> = { high: 'danger', medium: 'warning', low: 'neutral' }

function InsightsCard({ userId }: { userId: string }) {
  const rows = useInsightRows(userId)
  const [now] = useState(() => Date.now())
  return (
    <Card as="section" aria-labelledby="jul-insights" padding="sm">
      <CardHeader className="mb-2">
        <CardTitle id="jul-insights" className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-4" />
          {JUL_MODE_TEXTS.insights}
        </CardTitle>
      </CardHeader>
      <ReadView read={rows} loading={JUL_MODE_TEXTS.loading} failure={JUL_MODE_TEXTS.loadFailed}>
        {(data) => <InsightList insights={julInsights({ ...data, now })} />}
      </ReadView>
    </Card>
  )
}

function InsightList({ insights }: { insights: ReturnType<typeof julInsights> }) {
  if (insights.length === 0)
    return <p className="text-sm text-muted-foreground">{JUL_MODE_TEXTS.insightsEmpty}</p>
  return (
    <DataList label={JUL_MODE_TEXTS.insights}>
      {insights.map((insight) => (
        <DataListItem
          key={insight.id}
          title={insight.title}
          description={insight.description}
          meta={<span className="capitalize">{insight.type}</span>}
          trailing={<Badge variant={PRIORITY[insight.priority] ?? 'neutral'}>{insight.priority}</Badge>}
        />
      ))}
    </DataList>
  )
}

interface SwitchesProps {
  settings: JulModeSettings
  update: (patch: Partial<JulModeSettings>) => void
  pro: boolean
}

/** 002 §4: four switches; Actionable Alerts is locked and disabled unless pro. */
function Switches({ settings, update, pro }: SwitchesProps) {
  return (
    <Card as="section" aria-label="JUL Mode settings" padding="sm" className="grid gap-4">
      <Field layout="inline-end" label={JUL_MODE_TEXTS.dailyReflections}>
        <Switch
          checked={settings.dailyReflections}
          onCheckedChange={(dailyReflections) => update({ dailyReflections })}
        />
      </Field>
      <Field layout="inline-end" label={JUL_MODE_TEXTS.strategicInsights}>
        <Switch
          checked={settings.strategicInsights}
          onCheckedChange={(strategicInsights) => update({ strategicInsights })}
        />
      </Field>
      <Field
        layout="inline-end"
        label={JUL_MODE_TEXTS.actionableAlerts}
        hint={pro ? undefined : JUL_MODE_TEXTS.proOnly}
      >
        <Switch
          checked={pro && settings.actionableAlerts}
          disabled={!pro}
          onCheckedChange={(actionableAlerts) => pro && update({ actionableAlerts })}
        />
      </Field>
      <Field layout="inline-end" label={JUL_MODE_TEXTS.progressTracking}>
        <Switch
          checked={settings.progressTracking}
          onCheckedChange={(progressTracking) => update({ progressTracking })}
        />
      </Field>
    </Card>
  )
}
