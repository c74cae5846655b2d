import { type FormEvent, useState } from 'react'
import { useSyncClient } from '../../data/sync-context.ts'
import { promptOfTheDay } from '../../lib/daily-prompt.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Lightbulb } from '../../ui/icons.ts'
import { Textarea } from '../../ui/textarea.tsx'
import { toast } from '../../ui/toaster.tsx'
import { HOME_MESSAGES } from './messages.ts'

/**
 * 001 §2 / §6: the prompt of the day, interactive for Pro (the reflection is kept as a spark, so it
 * syncs and shows in JUL Sparks), read-only otherwise.
 */
export function PromptOfTheDay({ interactive }: { interactive: boolean }) {
  const client = useSyncClient()
  const prompt = promptOfTheDay(new Date())
  const [draft, setDraft] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!client || draft.trim() === '') return
    setSaving(true)
    try {
      await client.repository('sparks').insert({
        spark_type: 'manual',
        content: draft.trim(),
        source_type: 'manual',
        source_id: null,
        metadata: { origin: 'prompt_of_the_day', prompt: prompt.text },
        is_favorited: false,
        is_archived: false,
      })
      setDraft('')
      setError(null)
      toast.success(HOME_MESSAGES.reflectionSaved)
    } catch (cause) {
      console.error(HOME_MESSAGES.reflectionFailed, cause)
      setError(HOME_MESSAGES.reflectionFailed)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card as="section" aria-labelledby="prompt-title">
      <CardHeader>
        <CardTitle id="prompt-title">Prompt of the day</CardTitle>
        <Badge variant="neutral">
          <Lightbulb aria-hidden="true" />
          {prompt.category}
        </Badge>
      </CardHeader>
      <p className="text-base font-medium">{prompt.text}</p>
      {interactive ? (
        <form className="mt-4 grid gap-3" onSubmit={(event) => void save(event)}>
          <Field label="Your reflection">
            <Textarea value={draft} rows={3} onChange={(event) => setDraft(event.target.value)} />
          </Field>
          {error && <Alert variant="danger">{error}</Alert>}
          <Button
            type="submit"
            size="sm"
            className="justify-self-start"
            disabled={draft.trim() === ''}
            loading={saving}
          >
            Save reflection
          </Button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{HOME_MESSAGES.promptReadOnly}</p>
      )}
    </Card>
  )
}
