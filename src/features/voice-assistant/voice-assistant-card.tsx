import { useMemberAccess } from '../../data/use-member-access.ts'
import { toastSuccess } from '../../data/write.ts'
import { tierAllows } from '../../lib/tier-matrix.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Copy, Mic } from '../../ui/icons.ts'
import { storedValue, useStoredValue } from '../../ui/stored-value.ts'
import { Switch } from '../../ui/switch.tsx'
import { toast } from '../../ui/toaster.tsx'
import { ASSISTANT_ENABLED_KEY } from './assistant-rules.ts'
import { ASSISTANT_TEXTS } from './texts.ts'
import { useVoiceAssistant } from './use-voice-assistant.ts'

/** 002 §2.11: on by default for pro; the choice is remembered on the device and shared by its tabs. */
const assistantEnabled = storedValue(ASSISTANT_ENABLED_KEY, {
  parse: (raw) => raw !== 'false',
  serialize: (on) => (on ? 'true' : 'false'),
})

/** 002 §2.11: the AI voice assistant, for pro only; the toggle itself is pro only. */
export function VoiceAssistantCard() {
  const access = useMemberAccess()
  const [stored, setEnabled] = useStoredValue(assistantEnabled)
  const isPro = access.status === 'ready' && tierAllows(access.access.mobileTier, 'aiVoiceAssistant')
  const enabled = isPro && stored
  return (
    <Card as="section" aria-labelledby="voice-assistant-title" padding="sm">
      <CardHeader className="mb-3">
        <CardTitle as="h2" id="voice-assistant-title">
          {ASSISTANT_TEXTS.title}
        </CardTitle>
        <Badge variant="tier-pro">Pro</Badge>
      </CardHeader>
      <CardContent>
        <Field
          label={ASSISTANT_TEXTS.toggle}
          layout="inline-end"
          {...(isPro ? {} : { hint: ASSISTANT_TEXTS.proOnly })}
        >
          <Switch checked={enabled} disabled={!isPro} onCheckedChange={setEnabled} />
        </Field>
        {enabled && <Assistant />}
      </CardContent>
    </Card>
  )
}

function Assistant() {
  const assistant = useVoiceAssistant()
  const { phase } = assistant
  const copy = (text: string) =>
    void navigator.clipboard.writeText(text).then(
      () => toastSuccess(ASSISTANT_TEXTS.copied),
      () => toast.error(ASSISTANT_TEXTS.failed),
    )

  return (
    <div className="grid gap-3" aria-live="polite">
      {phase.phase === 'recording' ? (
        <Button variant="destructive" size="lg" onClick={assistant.stop}>
          <Mic />
          {ASSISTANT_TEXTS.stop} · {assistant.seconds}s
        </Button>
      ) : (
        <Button
          size="lg"
          loading={phase.phase === 'processing'}
          disabled={phase.phase === 'offline'}
          onClick={assistant.start}
        >
          <Mic />
          {phase.phase === 'processing' ? ASSISTANT_TEXTS.processing : ASSISTANT_TEXTS.tapToSpeak}
        </Button>
      )}
      {phase.phase === 'idle' && phase.message && <Alert variant="warning">{phase.message}</Alert>}
      {phase.phase === 'offline' && (
        <Alert
          variant="warning"
          actions={
            <>
              <Button size="sm" disabled={!assistant.online} onClick={assistant.resend}>
                {ASSISTANT_TEXTS.send}
              </Button>
              <Button size="sm" variant="ghost" onClick={assistant.discard}>
                {ASSISTANT_TEXTS.discard}
              </Button>
            </>
          }
        >
          {ASSISTANT_TEXTS.needsNetwork}
        </Alert>
      )}
      {phase.phase === 'response' && (
        <div className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
          <p>
            <span className="font-medium">{ASSISTANT_TEXTS.you}: </span>
            {phase.transcript}
          </p>
          <p className="whitespace-pre-wrap">
            <span className="font-medium">{ASSISTANT_TEXTS.answer}: </span>
            {phase.response}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => copy(phase.response)}
          >
            <Copy />
            {ASSISTANT_TEXTS.copy}
          </Button>
        </div>
      )}
    </div>
  )
}
