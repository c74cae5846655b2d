/**
 * Walkthroughs (001 §3, §4, §9): guided tours over the console.
 *
 *   inactive ──start──▶ active(step 0) ──next/previous/skip/jump──▶ active(step n)
 *                         │ next or skip on the last step = finish ──▶ completed (remembered)
 *                         └ cancel ──▶ inactive (nothing remembered)
 *
 * An action step (click, hover, focus) moves on by itself 1 s after the member does it; a step that waits
 * for its element polls for it every 100 ms.
 */
export const AUTO_ADVANCE_MS = 1000
export const ELEMENT_POLL_MS = 100
/** How long a step waits for its element before it shows without a highlight (ours). */
export const ELEMENT_WAIT_LIMIT_MS = 5000

export type StepAction = 'click' | 'hover' | 'focus' | 'none'

export interface WalkthroughStep {
  id: string
  title: string
  description: string
  targetSelector: string
  placement: 'top' | 'bottom' | 'left' | 'right'
  action: StepAction
  waitForElement: boolean
}

export interface Walkthrough {
  id: string
  title: string
  description: string
  category: 'onboarding' | 'feature' | 'workflow'
  difficulty: 'easy' | 'medium' | 'hard'
  /** Minutes. */
  estimatedTime: number
  steps: readonly WalkthroughStep[]
}

const tab = (id: string) => `[role="tab"][id$="-trigger-${id}"]`
const panel = (id: string) => `[role="tabpanel"][id$="-content-${id}"]`

export const WALKTHROUGHS: readonly Walkthrough[] = [
  {
    id: 'platform-basics',
    title: 'Platform Basics',
    description: 'Find your way around the console.',
    category: 'onboarding',
    difficulty: 'easy',
    estimatedTime: 5,
    steps: [
      {
        id: 'sections',
        title: 'Your console sections',
        description: 'Every area of JUL is one tab away: board, sessions, rooms, captures and more.',
        targetSelector: '[role="tablist"]',
        placement: 'bottom',
        action: 'none',
        waitForElement: true,
      },
      {
        id: 'settings',
        title: 'Open Settings',
        description: 'Your profile, sounds and security live here. Click the Settings tab.',
        targetSelector: tab('settings'),
        placement: 'bottom',
        action: 'click',
        waitForElement: true,
      },
      {
        id: 'assistant',
        title: 'Ask YEL',
        description: 'The chat bubble opens YEL, your assistant, for quick answers any time.',
        targetSelector: '[data-help-target="assistant"]',
        placement: 'left',
        action: 'none',
        waitForElement: true,
      },
    ],
  },
  {
    id: 'julboard-tutorial',
    title: 'JUL Board Tutorial',
    description: 'Read your metrics and decisions like your advisor does.',
    category: 'feature',
    difficulty: 'medium',
    estimatedTime: 8,
    steps: [
      {
        id: 'open-board',
        title: 'Open the JUL Board',
        description: 'Click the JUL Board tab.',
        targetSelector: tab('julboard'),
        placement: 'bottom',
        action: 'click',
        waitForElement: true,
      },
      {
        id: 'metrics',
        title: 'Your metrics snapshot',
        description: 'MRR, runway, pipeline and team, from your purchases.',
        targetSelector: panel('julboard'),
        placement: 'top',
        action: 'none',
        waitForElement: true,
      },
      {
        id: 'decisions',
        title: 'Key decisions',
        description: 'Open a decision to see its card, notes and attachments.',
        targetSelector: panel('julboard'),
        placement: 'top',
        action: 'none',
        waitForElement: true,
      },
    ],
  },
  {
    id: 'mobile-features',
    title: 'Mobile Features',
    description: 'Capture in the field and keep your board in your pocket.',
    category: 'workflow',
    difficulty: 'easy',
    estimatedTime: 6,
    steps: [
      {
        id: 'quick-add',
        title: 'Quick Add',
        description: 'Voice, photo and text captures. Click the Quick Add tab.',
        targetSelector: tab('quickadd'),
        placement: 'bottom',
        action: 'click',
        waitForElement: true,
      },
      {
        id: 'media',
        title: 'Your media',
        description: 'Everything you capture lands in your library. Click the Media tab.',
        targetSelector: tab('media'),
        placement: 'bottom',
        action: 'click',
        waitForElement: true,
      },
      {
        id: 'on-your-phone',
        title: 'JUL on your phone',
        description: 'Open /app on your phone and add it to your home screen: it works offline too.',
        targetSelector: '[data-help-target="learning-hub"]',
        placement: 'left',
        action: 'none',
        waitForElement: false,
      },
    ],
  },
]

export type WalkthroughState =
  | { status: 'inactive' }
  | { status: 'active'; id: string; step: number }
  | { status: 'completed'; id: string }

export type WalkthroughAction =
  | { type: 'start'; id: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'skip' }
  | { type: 'jump'; step: number }
  | { type: 'finish' }
  | { type: 'cancel' }

export const INACTIVE: WalkthroughState = { status: 'inactive' }

export function walkthroughById(id: string): Walkthrough | undefined {
  return WALKTHROUGHS.find((walkthrough) => walkthrough.id === id)
}

export function reduceWalkthrough(state: WalkthroughState, action: WalkthroughAction): WalkthroughState {
  if (action.type === 'start') {
    return walkthroughById(action.id) ? { status: 'active', id: action.id, step: 0 } : state
  }
  if (state.status !== 'active') return state
  const last = (walkthroughById(state.id)?.steps.length ?? 1) - 1
  switch (action.type) {
    case 'next':
    case 'skip':
      return state.step >= last ? { status: 'completed', id: state.id } : { ...state, step: state.step + 1 }
    case 'previous':
      return { ...state, step: Math.max(0, state.step - 1) }
    case 'jump':
      return Number.isInteger(action.step) && action.step >= 0 && action.step <= last
        ? { ...state, step: action.step }
        : state
    case 'finish':
      return { status: 'completed', id: state.id }
    case 'cancel':
      return INACTIVE
  }
}

/**
 * Polls for an element every 100 ms until it exists or the limit passes; resolves null then. The
 * timer and lookup are passed in so the rule runs under fake timers.
 */
export function waitForElement<T>(
  find: () => T | null,
  timers: { setTimeout: (run: () => void, ms: number) => unknown },
  limitMs = ELEMENT_WAIT_LIMIT_MS,
): Promise<T | null> {
  return new Promise((resolve) => {
    let waited = 0
    const look = () => {
      const found = find()
      if (found !== null || waited >= limitMs) {
        resolve(found)
        return
      }
      waited += ELEMENT_POLL_MS
      timers.setTimeout(look, ELEMENT_POLL_MS)
    }
    look()
  })
}
