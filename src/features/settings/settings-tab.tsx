import type { ComponentType } from 'react'
import { BIOMETRIC_MESSAGES } from '../../data/biometric.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Card } from '../../ui/card.tsx'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { CrmOutboxStatus } from './crm-outbox-status.tsx'
import { DesktopPreferencesCard } from './desktop-preferences-card.tsx'
import { InteractionForm } from './interaction-form.tsx'
import { LegalCard } from './legal-card.tsx'
import { LinkedDevicesCard } from './linked-devices-card.tsx'
import { ProfileForm } from './profile-form.tsx'
import { SecurityCard } from './security-card.tsx'
import { SubscriptionCard } from './subscription-card.tsx'
import { SETTINGS_NOTICE_TEXTS, SETTINGS_TEXTS } from './texts.ts'

interface SettingsTabProps {
  /** The notifications and audio card (the audio feature's), composed by src/app. */
  audio: ComponentType
  /** This device: install the app and its storage (src/app/pwa's card), composed by src/app. */
  device: ComponentType
}

/** The console's Settings tab (001 §2): Profile and Log Interaction, then the preference cards. */
const SETTINGS_TABLES = new Set(['profiles', 'biometric_credentials'])

export default function SettingsTab({ audio: Audio, device: Device }: SettingsTabProps) {
  const { failed } = useSyncStatus()
  return (
    <div className="grid gap-6">
      <PageHeader title={SETTINGS_TEXTS.title} description="Your profile, interactions and preferences." />
      <FailedWrites
        failed={failed.filter((write) => SETTINGS_TABLES.has(write.table))}
        label={(write) =>
          write.table === 'profiles'
            ? SETTINGS_NOTICE_TEXTS.profileUpdateFailed
            : BIOMETRIC_MESSAGES.disableFailed
        }
      />
      <CrmOutboxStatus />
      <Card as="section" aria-label="Profile and interactions">
        <Tabs defaultValue="profile">
          <TabsList aria-label="Profile and interactions" className="mb-5">
            <TabsTrigger value="profile">{SETTINGS_TEXTS.profileTab}</TabsTrigger>
            <TabsTrigger value="interaction">{SETTINGS_TEXTS.interactionTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <ProfileForm />
          </TabsContent>
          <TabsContent value="interaction">
            <InteractionForm />
          </TabsContent>
        </Tabs>
      </Card>
      <ContentGrid columns={2}>
        <DesktopPreferencesCard />
        <SecurityCard />
        <SubscriptionCard />
        <LinkedDevicesCard />
        <LegalCard />
        <Device />
      </ContentGrid>
      <Audio />
    </div>
  )
}
