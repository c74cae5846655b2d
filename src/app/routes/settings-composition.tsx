import { lazy } from 'react'
import { AlertsPanel } from '../../features/audio/alerts-panel.tsx'
import { AudioSettingsCard } from '../../features/audio/audio-settings-card.tsx'
import AppSettingsScreen from '../../features/settings/app-settings-screen.tsx'
import SettingsTab from '../../features/settings/settings-tab.tsx'
import { DeviceCard } from '../pwa/device-card.tsx'

const MobileExportToolkit = lazy(() => import('../../features/export/mobile-export-toolkit.tsx'))

/** The console's Settings tab with the audio feature's card and this device's (install, storage) (001 §2). */
export default function SettingsWithAudio() {
  return <SettingsTab audio={AudioSettingsCard} device={DeviceCard} />
}

/**
 * /app/settings (002 §2.1): the App Settings page with the mobile notification and audio settings and
 * the export toolkit (000 §6, Pro).
 */
export function AppSettingsRoute() {
  return <AppSettingsScreen audio={AlertsPanel} device={DeviceCard} exports={MobileExportToolkit} />
}
