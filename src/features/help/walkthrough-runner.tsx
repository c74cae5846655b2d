import { useEffect, useState } from 'react'
import { toastSuccess } from '../../data/write.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { IconButton } from '../../ui/icon-button.tsx'
import { X } from '../../ui/icons.ts'
import { withWalkthroughDone } from './learning-progress.ts'
import { useLearningProgress } from './use-learning-progress.ts'
import { useWalkthrough } from './walkthrough-store.ts'
import {
  AUTO_ADVANCE_MS,
  type StepAction,
  type WalkthroughStep,
  waitForElement,
  walkthroughById,
} from './walkthroughs.ts'

/** The outline a step puts on its element (a ring in the design system's focus colour). */
const HIGHLIGHT = ['outline-4', 'outline-offset-4', 'outline-ring', 'outline', 'rounded-md']
const EVENT_OF: Readonly<Record<Exclude<StepAction, 'none'>, string>> = {
  click: 'click',
  hover: 'mouseenter',
  focus: 'focusin',
}

/** Finds the step's element (polling while it waits for one), outlines it and moves on after its action. */
function useStepTarget(step: WalkthroughStep | undefined, advance: () => void): boolean | null {
  const [found, setFound] = useState<boolean | null>(null)
  useEffect(() => {
    if (!step) return
    setFound(null)
    let element: Element | null = null
    let cancelled = false
    let advanceTimer: number | undefined
    const onAction = () => {
      advanceTimer = window.setTimeout(advance, AUTO_ADVANCE_MS)
    }
    const look = () => document.querySelector(step.targetSelector)
    const located = step.waitForElement
      ? waitForElement(look, { setTimeout: (run, ms) => window.setTimeout(run, ms) })
      : Promise.resolve(look())
    void located.then((target) => {
      if (cancelled) return
      element = target
      setFound(target !== null)
      if (!target) return
      target.classList.add(...HIGHLIGHT)
      target.scrollIntoView({ block: 'center', behavior: 'smooth' })
      if (step.action !== 'none') target.addEventListener(EVENT_OF[step.action], onAction, { once: true })
    })
    return () => {
      cancelled = true
      window.clearTimeout(advanceTimer)
      element?.classList.remove(...HIGHLIGHT)
      if (step.action !== 'none') element?.removeEventListener(EVENT_OF[step.action], onAction)
    }
  }, [step, advance])
  return found
}

/** The running walkthrough's step card (001 §4): next, previous, skip, jump, finish, cancel. */
export function WalkthroughRunner() {
  const state = useWalkthrough((store) => store.state)
  const dispatch = useWalkthrough((store) => store.dispatch)
  const reset = useWalkthrough((store) => store.reset)
  const [, updateProgress] = useLearningProgress()
  const [advance] = useState(() => () => useWalkthrough.getState().dispatch({ type: 'next' }))
  const walkthrough = state.status === 'inactive' ? undefined : walkthroughById(state.id)
  const step = state.status === 'active' ? walkthrough?.steps[state.step] : undefined
  const found = useStepTarget(step, advance)

  useEffect(() => {
    if (state.status !== 'completed') return
    updateProgress((current) => withWalkthroughDone(current, state.id))
    toastSuccess(`${walkthroughById(state.id)?.title ?? 'Walkthrough'} completed`)
    reset()
  }, [state, updateProgress, reset])

  if (state.status !== 'active' || !walkthrough || !step) return null
  const last = state.step === walkthrough.steps.length - 1
  return (
    <section
      aria-labelledby="walkthrough-step-title"
      aria-live="polite"
      className="fixed inset-x-4 bottom-4 z-(--z-popover) mx-auto grid max-w-md gap-3 rounded-xl border border-border bg-surface p-4 text-surface-foreground shadow-xl"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">
            {walkthrough.title} · Step {state.step + 1} of {walkthrough.steps.length}
          </p>
          <h2 id="walkthrough-step-title" className="font-semibold text-base">
            {step.title}
          </h2>
        </div>
        <IconButton
          label="Cancel walkthrough"
          icon={<X />}
          size="icon-sm"
          onClick={() => dispatch({ type: 'cancel' })}
        />
      </div>
      <p className="text-sm">{step.description}</p>
      {found === null && (
        <p className="text-xs text-muted-foreground">Looking for this part of the screen…</p>
      )}
      <fieldset className="flex flex-wrap items-center gap-1.5">
        <legend className="sr-only">Steps</legend>
        {walkthrough.steps.map((item, index) => (
          <Button
            key={item.id}
            variant="ghost"
            size="icon-sm"
            aria-label={`Go to step ${index + 1}: ${item.title}`}
            aria-current={index === state.step ? 'step' : undefined}
            onClick={() => dispatch({ type: 'jump', step: index })}
          >
            <span
              aria-hidden="true"
              className={cn('size-2.5 rounded-full', index === state.step ? 'bg-primary' : 'bg-input')}
            />
          </Button>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          variant="ghost"
          disabled={state.step === 0}
          onClick={() => dispatch({ type: 'previous' })}
        >
          Previous
        </Button>
        <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'skip' })}>
          Skip step
        </Button>
        <Button size="sm" onClick={() => dispatch({ type: last ? 'finish' : 'next' })}>
          {last ? 'Finish' : 'Next'}
        </Button>
      </div>
    </section>
  )
}
