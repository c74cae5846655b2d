import type { AudioEvent, NotificationSwitch } from '../../lib/audio-settings.ts'
import type { HapticIntensity } from '../../lib/sounds.ts'

/** What each event card is about (001 §2 event names, 002 §3 groups). */
export const EVENT_TEXTS: Readonly<Record<AudioEvent, { title: string; description: string }>> = {
  chatMessages: { title: 'Chat messages', description: 'New messages in YEL Room and from the assistant.' },
  yelRecordingStart: { title: 'YEL recording start', description: 'When a voice recording begins.' },
  yelRecordingEnd: { title: 'YEL recording end', description: 'When a voice recording stops.' },
  mentions: { title: 'Mentions', description: 'When your advisor or a peer mentions you.' },
  successActions: { title: 'Success actions', description: 'Saved, synced and completed actions.' },
  julSparks: { title: 'JUL Sparks', description: 'New sparks in your feed.' },
  homepageAnimations: { title: 'Homepage animations', description: 'Ambient sounds on the home page.' },
}

/** 002 §3's nine switches. */
export const SWITCH_TEXTS: Readonly<Record<NotificationSwitch, { label: string; hint: string }>> = {
  pushNotifications: { label: 'Push notifications', hint: 'Alerts on this device when the app is closed.' },
  soundEnabled: { label: 'Sound', hint: 'Play notification sounds.' },
  vibrationEnabled: { label: 'Vibration', hint: 'Vibrate where the device supports it.' },
  chirpsEnabled: { label: 'YEL chirps', hint: 'The YEL sounds for messages, recordings and sparks.' },
  hapticFeedback: { label: 'Haptic feedback', hint: 'A short vibration with each chirp.' },
  sessionReminders: { label: 'Session reminders', hint: 'Before your advisory sessions.' },
  messageNotifications: { label: 'Message notifications', hint: 'New messages from your advisor.' },
  documentUpdates: { label: 'Document updates', hint: 'Agreements and deliverables that change.' },
  billingNotifications: { label: 'Billing notifications', hint: 'Renewals and payments.' },
}

export const INTENSITY_LABELS: Readonly<Record<HapticIntensity, string>> = {
  light: 'Light',
  medium: 'Medium',
  heavy: 'Heavy',
}

export const AUDIO_TEXTS = {
  title: 'Notifications & Audio',
  description: 'Sounds and haptics for what happens in JUL, kept on this device.',
  masterControls: 'Master controls',
  quietHours: 'Quiet Hours',
  quietHoursHint: 'Reduced volume from 10 PM to 8 AM.',
  testChirp: 'Test chirp',
  preview: 'Preview',
  enabled: 'Enabled',
  sound: 'Sound',
  volume: 'Volume',
  haptic: 'Haptic',
  intensity: 'Haptic intensity',
  eventSounds: 'Event sounds',
  notifications: 'Notifications',
  notificationList: 'Recent notifications',
  noNotifications: 'No notifications yet.',
  notificationsFailed: 'Failed to load notifications',
  saveFailed: 'Your choice could not be stored on this device; it applies until you reload.',
} as const
