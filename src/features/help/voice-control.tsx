import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useConsolePreferences } from '../../data/console-preferences.ts'
import { HelpTip, useHelpMode } from '../../data/help-mode.tsx'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { IconButton } from '../../ui/icon-button.tsx'
import { Mic, MicOff } from '../../ui/icons.ts'
import { toast } from '../../ui/toaster.tsx'
import { VOICE_TEXTS } from './texts.ts'
import type { VoiceCommand } from './voice-commands.ts'
import { createVoiceController, speechRecognitionIn } from './voice-recognition.ts'

/** The console's voice-control microphone (001 §2): Web Speech API, en-US, continuous. */
export function VoiceControl() {
  const [params, setParams] = useSearchParams()
  const access = useMemberAccess()
  const [preferences] = useConsolePreferences()
  const setHelpMode = useHelpMode((state) => state.setEnabled)
  const [listening, setListening] = useState(false)
  const controller = useRef<ReturnType<typeof createVoiceController> | null>(null)
  const paramsRef = useRef(params)
  paramsRef.current = params

  useEffect(() => () => controller.current?.stop(), [])

  function run(command: VoiceCommand) {
    if (command.type === 'stop') return
    if (command.type === 'help') {
      setHelpMode(true)
      toast.info(VOICE_TEXTS.commands)
      return
    }
    const next = new URLSearchParams(paramsRef.current)
    next.set('tab', command.tab)
    setParams(next)
  }

  function toggle() {
    if (listening) {
      controller.current?.stop()
      return
    }
    if (access.status !== 'ready' || !access.access.canEditDesktop)
      return void toast.info(VOICE_TEXTS.proOnly)
    if (!preferences.voiceInput) return void toast.info(VOICE_TEXTS.turnedOff)
    const Recognition = speechRecognitionIn(window)
    if (!Recognition) return void toast.error(VOICE_TEXTS.unsupported)
    controller.current = createVoiceController(Recognition, {
      onCommand: run,
      onUnknown: (heard) => toast.info(VOICE_TEXTS.notUnderstood(heard)),
      onFatal: (message) => toast.error(message),
      onListeningChange: setListening,
    })
    try {
      controller.current.start()
    } catch (error) {
      console.error('speech recognition', error)
      controller.current.stop()
      toast.error(VOICE_TEXTS.unsupported)
    }
  }

  return (
    <div className="flex items-center justify-end gap-2">
      {listening && (
        <p role="status" className="max-w-60 rounded-md bg-surface px-3 py-2 text-xs shadow-md">
          {VOICE_TEXTS.listening}
        </p>
      )}
      <HelpTip id="voice-control" content={VOICE_TEXTS.commands} side="left">
        <IconButton
          label={VOICE_TEXTS.button}
          icon={listening ? <MicOff /> : <Mic />}
          variant={listening ? 'destructive' : 'secondary'}
          className="rounded-full shadow-lg"
          aria-pressed={listening}
          onClick={toggle}
        />
      </HelpTip>
    </div>
  )
}
