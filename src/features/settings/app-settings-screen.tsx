import { type ComponentType, Suspense } from 'react'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { TierBadge } from '../../ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { BiometricSwitch } from './biometric-switch.tsx'
import { SETTINGS_NOTICE_TEXTS, SETTINGS_TEXTS } from './texts.ts'
import { useProfile } from './use-profile.ts'

interface AppSettingsScreenProps {
  /** Notifications and audio (the audio feature's Alerts panel), composed by src/app. */
  audio: ComponentType
  /** This device: install the app and its storage (src/app/pwa's card), composed by src/app. */
  device: ComponentType
  /** The export toolkit (the export feature's, loaded when the section renders), composed by src/app. */
  exports: ComponentType
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-2 last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium break-all">{value || '—'}</dd>
    </div>
  )
}

function ReadOnlyProfile() {
  return (
    <MemberScreenGate loading={SETTINGS_TEXTS.loadingProfile}>
      {(screen) => <ProfileRows member={screen.access} />}
    </MemberScreenGate>
  )
}

function ProfileRows({ member }: { member: MemberAccess }) {
  const { read, email } = useProfile()
  if (read.status === 'loading') return <LoadingState label={SETTINGS_TEXTS.loadingProfile} />
  if (read.status === 'error')
    return <ErrorState title={SETTINGS_NOTICE_TEXTS.profileLoadFailed} onRetry={read.retry} />
  const row = read.data
  const name = [row?.first_name, row?.last_name].filter(Boolean).join(' ')
  return (
    <dl className="text-sm">
      <Row label="Name" value={name} />
      <Row label="Email" value={email} />
      <Row label="Company" value={row?.company} />
      <Row label="Job title" value={row?.job_title} />
      <Row label="Member type" value={member.userType} />
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-muted-foreground">Plan</dt>
        <dd>
          <TierBadge tier={member.mobileTier} kind="mobile" />
        </dd>
      </div>
    </dl>
  )
}

function syncTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'Not yet'
}

function displayMode(): string {
  return window.matchMedia('(display-mode: standalone)').matches ? 'Installed app' : 'Browser'
}

/** The standalone App Settings page, /app/settings (001 §2, 002 §2.1). */
export default function AppSettingsScreen({
  audio: Audio,
  device: Device,
  exports: Exports,
}: AppSettingsScreenProps) {
  const status = useSyncStatus()
  return (
    <div className="grid gap-4 p-4">
      <h1 className="text-xl font-semibold">App Settings</h1>
      <Card as="section" aria-labelledby="app-profile" padding="sm">
        <CardHeader className="mb-2">
          <CardTitle as="h2" id="app-profile">
            Profile
          </CardTitle>
          <CardDescription>Edit your profile in the console's Settings tab.</CardDescription>
        </CardHeader>
        <ReadOnlyProfile />
      </Card>
      <Card as="section" aria-labelledby="app-security" padding="sm">
        <CardHeader className="mb-2">
          <CardTitle as="h2" id="app-security">
            Security
          </CardTitle>
        </CardHeader>
        <CardContent>
          <BiometricSwitch />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="app-audio" padding="sm">
        <CardHeader className="mb-2">
          <CardTitle as="h2" id="app-audio">
            Notifications & Audio
          </CardTitle>
        </CardHeader>
        <Audio />
      </Card>
      <Card as="section" aria-labelledby="app-sync" padding="sm">
        <CardHeader className="mb-2">
          <CardTitle as="h2" id="app-sync">
            Device sync
          </CardTitle>
          <CardDescription>
            Your data is kept on this device and works offline; changes sync to your other devices when you
            are online.
          </CardDescription>
        </CardHeader>
        <dl className="text-sm">
          <Row label="Status" value={status.online ? (status.syncing ? 'Syncing' : 'Online') : 'Offline'} />
          <Row label="Waiting to sync" value={String(status.pendingCount)} />
          <Row label="Last sync" value={syncTime(status.lastSyncTime)} />
        </dl>
      </Card>
      <Card as="section" aria-labelledby="app-export" padding="sm">
        <CardHeader className="mb-2">
          <CardTitle as="h2" id="app-export">
            {SETTINGS_TEXTS.exportToolkit}
          </CardTitle>
          <CardDescription>{SETTINGS_TEXTS.exportToolkitDescription}</CardDescription>
        </CardHeader>
        <Suspense fallback={<LoadingState label={SETTINGS_TEXTS.loadingExportToolkit} />}>
          <Exports />
        </Suspense>
      </Card>
      <Device />
      <Card as="section" aria-labelledby="app-platform" padding="sm">
        <CardHeader className="mb-2">
          <CardTitle as="h2" id="app-platform">
            Platform
          </CardTitle>
        </CardHeader>
        <dl className="text-sm">
          <Row label="Version" value="JUL Console v1.0.0" />
          <Row label="Build" value={__BUILD_STAMP__} />
          <Row label="Running as" value={displayMode()} />
          <Row label="Device" value={navigator.platform} />
        </dl>
      </Card>
    </div>
  )
}
