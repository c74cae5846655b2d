import { useState } from 'react'
import { HelpTip } from '../../data/help-mode.tsx'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { CheckCircle2, Circle, GraduationCap, Trophy } from '../../ui/icons.ts'
import { Progress } from '../../ui/progress.tsx'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../ui/sheet.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import type { LearningProgress } from './learning-progress.ts'
import { completeStep, isStepDone, QUESTS, type Quest, questStatus, visibleQuests } from './quests.ts'
import { useLearningProgress } from './use-learning-progress.ts'
import { useWalkthrough } from './walkthrough-store.ts'
import { WALKTHROUGHS } from './walkthroughs.ts'

function QuestCard({
  quest,
  progress,
  onComplete,
}: {
  quest: Quest
  progress: LearningProgress
  onComplete: (stepId: string) => void
}) {
  const status = questStatus(progress.quests, quest)
  return (
    <Card as="article" padding="sm" aria-labelledby={`quest-${quest.id}`}>
      <CardHeader className="mb-3">
        <CardTitle as="h4" id={`quest-${quest.id}`}>
          {quest.title}
        </CardTitle>
        <div className="flex gap-1.5">
          <Badge variant="outline">{quest.difficulty}</Badge>
          {status.achieved && (
            <Badge variant="success">
              <Trophy aria-hidden="true" />
              Achieved
            </Badge>
          )}
        </div>
        <CardDescription>
          {quest.description} Reward: {quest.reward}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Progress
          value={status.completed}
          max={status.total}
          label={`${quest.title}: ${status.completed} of ${status.total} steps`}
        />
        <ol className="grid gap-2">
          {quest.steps.map((step) => {
            const done = isStepDone(progress.quests, quest.id, step.id)
            return (
              <li key={step.id} className="flex items-start gap-2">
                {done ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                )}
                <div className="grid flex-1 gap-0.5">
                  <p className="font-medium">{step.title}</p>
                  <p className="text-muted-foreground">{step.description}</p>
                </div>
                {done ? (
                  <span className="text-xs font-medium text-success-soft-foreground">Done</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Mark done: ${step.title}`}
                    onClick={() => onComplete(step.id)}
                  >
                    Mark done
                  </Button>
                )}
              </li>
            )
          })}
        </ol>
      </CardContent>
    </Card>
  )
}

/** The floating learning hub (001 §2, §4): quests gated by tier rank, and the walkthroughs. */
export function LearningHub() {
  const [open, setOpen] = useState(false)
  const access = useMemberAccess()
  const [progress, update] = useLearningProgress()
  const start = useWalkthrough((store) => store.dispatch)
  const tier = access.status === 'ready' ? access.access.mobileTier : 'free'
  const quests = visibleQuests(QUESTS, tier)

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <HelpTip
        id="learning-hub-important"
        content="Quests and guided walkthroughs to learn JUL step by step."
        side="left"
      >
        <SheetTrigger asChild>
          <IconButton
            label="Learning hub"
            icon={<GraduationCap />}
            variant="secondary"
            className="rounded-full shadow-lg"
            data-help-target="learning-hub"
          />
        </SheetTrigger>
      </HelpTip>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Learning hub</SheetTitle>
          <SheetDescription>Quests and walkthroughs to get the most out of JUL.</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <Tabs defaultValue="quests">
            <TabsList aria-label="Learning" className="mb-4">
              <TabsTrigger value="quests">Quests</TabsTrigger>
              <TabsTrigger value="walkthroughs">Walkthroughs</TabsTrigger>
            </TabsList>
            <TabsContent value="quests" className="grid gap-3">
              {quests.map((quest) => (
                <QuestCard
                  key={quest.id}
                  quest={quest}
                  progress={progress}
                  onComplete={(stepId) =>
                    update((current) => ({ ...current, quests: completeStep(current.quests, quest, stepId) }))
                  }
                />
              ))}
            </TabsContent>
            <TabsContent value="walkthroughs" className="grid gap-3">
              {WALKTHROUGHS.map((walkthrough) => (
                <Card
                  key={walkthrough.id}
                  as="article"
                  padding="sm"
                  aria-labelledby={`walkthrough-${walkthrough.id}`}
                >
                  <CardHeader className="mb-2">
                    <CardTitle as="h4" id={`walkthrough-${walkthrough.id}`}>
                      {walkthrough.title}
                    </CardTitle>
                    {progress.walkthroughs.includes(walkthrough.id) && (
                      <Badge variant="success">Completed</Badge>
                    )}
                    <CardDescription>{walkthrough.description}</CardDescription>
                  </CardHeader>
                  <p className="text-sm text-muted-foreground">
                    {walkthrough.steps.length} steps · {walkthrough.estimatedTime} min ·{' '}
                    {walkthrough.difficulty}
                  </p>
                  <CardFooter className="mt-3">
                    <Button
                      size="sm"
                      aria-label={`Start ${walkthrough.title}`}
                      onClick={() => {
                        setOpen(false)
                        start({ type: 'start', id: walkthrough.id })
                      }}
                    >
                      Start
                    </Button>
                  </CardFooter>
                </Card>
              ))}
            </TabsContent>
          </Tabs>
        </SheetBody>
      </SheetContent>
    </Sheet>
  )
}
