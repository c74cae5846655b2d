import { useState } from 'react'
import { useMemberScreen } from '../../data/use-member-screen.ts'
import { HOME_TEXTS } from '../../features/home/texts.ts'
import { canReflectInConsole, localDay } from '../../features/julmode/julmode-rules.ts'
import { PromptCard } from '../../features/julmode/julmode-tab.tsx'
import { ReflectionForm } from '../../features/julmode/reflection-form.tsx'
import { promptOfTheDay } from '../../lib/daily-prompt.ts'

/**
 * Home's prompt of the day (001 §2, §6) is JUL Mode's today's prompt: the same card, and a Pro member's
 * reflection is a JUL Mode reflection (its archive and category counters), read-only below Pro.
 */
export function HomePrompt({ interactive, now }: { interactive: boolean; now: Date }) {
  const prompt = promptOfTheDay(now)
  return (
    <PromptCard prompt={prompt}>
      {interactive ? (
        <ReflectionForm prompt={prompt} day={localDay(now)} allowed />
      ) : (
        <p className="text-sm text-muted-foreground">{HOME_TEXTS.promptReadOnly}</p>
      )}
    </PromptCard>
  )
}

/** The slot HomeTab renders: Home already waits for the member, so nothing shows until then. */
export default function HomePromptSlot() {
  const screen = useMemberScreen()
  const [now] = useState(() => new Date())
  if (screen.status !== 'ready') return null
  return <HomePrompt interactive={canReflectInConsole(screen.access)} now={now} />
}
