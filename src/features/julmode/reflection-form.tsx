import { type FormEvent, useId, useState } from 'react'
import type { DailyPrompt } from '../../lib/daily-prompt.ts'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { reflectionError } from './julmode-rules.ts'
import { JUL_MODE_TEXTS } from './texts.ts'
import { useAddReflection } from './use-reflections.ts'

interface ReflectionFormProps {
  prompt: DailyPrompt
  day: string
  /** Pro in the console, premium or pro on mobile: the caller decides with julmode-rules. */
  allowed: boolean
}

/** 001 §5: a reflection needs non-blank text (and the tier); saved through the queue, offline too. */
export function ReflectionForm({ prompt, day, allowed }: ReflectionFormProps) {
  const addReflection = useAddReflection()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const id = useId()
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const problem = reflectionError(text, allowed)
    setError(problem)
    if (problem) return
    setSaving(true)
    if (await addReflection(prompt, text, day)) setText('')
    setSaving(false)
  }
  return (
    <form className="grid gap-3" onSubmit={(event) => void save(event)} noValidate>
      <Field label={JUL_MODE_TEXTS.reflection} error={error} id={id}>
        <Textarea rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
      <Button type="submit" className="w-fit" loading={saving}>
        {JUL_MODE_TEXTS.save}
      </Button>
    </form>
  )
}
