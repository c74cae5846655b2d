import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { usePublicSite } from '../../data/public-site.ts'
import { usePublicRead } from '../../data/use-public-read.ts'
import { checkUploadFile } from '../../lib/security/file-upload.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Field } from '../../ui/field.tsx'
import { Upload } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'

const BUCKET = 'brand-assets'
const FOLDER = 'audio'
/** The brand-assets bucket's own limit (migration 001100): refuse locally what the server would. */
const MAX_AUDIO_BYTES = 5 * 1024 * 1024
const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/webm',
  'audio/wav',
]

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; messages: string[] }

function Library({ version }: { version: number }) {
  const files = usePublicRead(`audio-files:${version}`, (site) => site.listFiles(BUCKET, FOLDER))
  if (files.status === 'loading') return <LoadingState label="Loading sounds..." />
  if (files.status === 'error')
    return (
      <ErrorState
        title="The sounds could not be listed"
        message={files.error.message}
        onRetry={files.retry}
      />
    )
  if (files.data.length === 0) return <EmptyState icon={<Upload />} title="No sounds uploaded yet" />
  return (
    <ul className="grid gap-3">
      {files.data.map((file) => (
        <li key={file.name} className="grid gap-1 rounded-lg border border-border p-3">
          <span className="font-medium">{file.name}</span>
          {/* biome-ignore lint/a11y/useMediaCaption: notification sounds have no words to caption. */}
          <audio controls preload="none" src={file.url} aria-label={`Play ${file.name}`} />
        </li>
      ))}
    </ul>
  )
}

function Uploader({ onUploaded }: { onUploaded: () => void }) {
  const site = usePublicSite()
  const [file, setFile] = useState<File | null>(null)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  const upload = async () => {
    if (!file || !site) return
    const check = checkUploadFile(file, { allowedTypes: AUDIO_TYPES, maxBytes: MAX_AUDIO_BYTES })
    if (!check.valid) {
      setOutcome({ kind: 'failed', messages: check.errors })
      return
    }
    setOutcome({ kind: 'busy' })
    const { error } = await site.upload(BUCKET, `${FOLDER}/${file.name}`, file)
    if (error) {
      setOutcome({ kind: 'failed', messages: [`Upload failed: ${error}`] })
      return
    }
    setOutcome({ kind: 'done', name: file.name })
    onUploaded()
  }

  return (
    <div className="grid gap-4">
      <Field label="Audio file" hint="MP3, M4A, AAC, OGG, WebM or WAV, up to 5 MB">
        <Input
          type="file"
          accept={AUDIO_TYPES.join(',')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field>
      <Button
        className="w-fit"
        disabled={!file}
        loading={outcome.kind === 'busy'}
        onClick={() => void upload()}
      >
        <Upload aria-hidden="true" />
        Upload
      </Button>
      {outcome.kind === 'failed' && <Alert variant="danger">{outcome.messages.join(' · ')}</Alert>}
      {outcome.kind === 'done' && <Alert variant="success">{outcome.name} uploaded.</Alert>}
    </div>
  )
}

/** /audio-uploader: staff upload sounds to brand-assets/audio/ (storage policies enforce staff); anyone may listen. */
export default function AudioUploader() {
  const { status, isStaff } = useAuth()
  const [version, setVersion] = useState(0)
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="grid content-start gap-4">
        <h3 className="text-lg font-semibold">Upload</h3>
        {status === 'signed-in' && isStaff && (
          <Uploader onUploaded={() => setVersion((value) => value + 1)} />
        )}
        {status === 'signed-in' && !isStaff && (
          <p className="text-muted-foreground">
            Uploading is for JUL staff. You can listen to every sound on this page.
          </p>
        )}
        {status === 'signed-out' && (
          <p className="text-muted-foreground">
            <Link to="/auth" className="font-medium text-link underline underline-offset-4">
              Sign in
            </Link>{' '}
            with a staff account to upload.
          </p>
        )}
        {status === 'loading' && <LoadingState label="Checking your account..." />}
      </Card>
      <Card className="grid content-start gap-4">
        <h3 className="text-lg font-semibold">Uploaded sounds</h3>
        <Library version={version} />
      </Card>
    </div>
  )
}
