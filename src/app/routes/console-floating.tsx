import { AssistantChat } from '../../features/assistant/assistant-chat.tsx'
import { HelpModeStatus, HelpModeToggle } from '../../features/help/help-toggle.tsx'
import { LearningHub } from '../../features/help/learning-hub.tsx'
import { VoiceControl } from '../../features/help/voice-control.tsx'
import { WalkthroughRunner } from '../../features/help/walkthrough-runner.tsx'
import { AutoLock } from '../../features/settings/auto-lock.tsx'
import { CrmOutboxRunner } from '../../features/settings/crm-outbox-runner.tsx'
import { MemberServices } from './member-services.tsx'

/**
 * The console's floating helpers (001 §2): voice control, the help toggle, the learning hub and the YEL
 * chat bubble, stacked in the corner; the walkthrough card; and the two console-wide services of the
 * settings feature (CRM calls waiting for the network, auto-lock), which render nothing until needed, and
 * the member's services both shells run (push subscription, app badge).
 */
export default function ConsoleFloating() {
  return (
    <>
      <aside
        aria-label="Help and assistant"
        className="fixed right-4 bottom-4 z-(--z-sticky) flex flex-col items-end gap-3"
      >
        <HelpModeStatus />
        <VoiceControl />
        <HelpModeToggle />
        <LearningHub />
        <AssistantChat />
      </aside>
      <WalkthroughRunner />
      <CrmOutboxRunner />
      <AutoLock />
      <MemberServices />
    </>
  )
}
