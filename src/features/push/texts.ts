/** Spec 002 §3, §4 (push permission), §7 (push_notification_tokens); the failure texts are ours. */
export const PUSH_TEXTS = {
  title: 'Notifications',
  cardTitle: 'Enable Notifications',
  cardBody: 'Hear from your advisor the moment a new message lands in your YEL Room.',
  enable: 'Enable',
  maybeLater: 'Maybe Later',
  enabled: 'Enabled',
  disabled: 'Disabled',
  notSet: 'Not Set',
  denied: 'Please enable notifications in your device settings',
  unsupported: 'This browser cannot receive push notifications.',
  failed: 'Notifications could not be turned on on this device.',
  notConfigured: 'Push notifications are not set up on this server yet.',
  offline: 'Turning on notifications needs the network. Try again when you are back online.',
} as const
