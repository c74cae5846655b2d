/**
 * The installed app's icon badge (Badging API): the member's unread count on the home-screen or dock
 * icon, cleared at zero. Browsers without the API, or an app that is not installed, ignore it; a
 * refusal (no permission to notify on some systems) is not worth telling the member about.
 */
export function showAppBadge(count: number, target: Navigator = navigator): void {
  if (!('setAppBadge' in target) || !('clearAppBadge' in target)) return
  const done = count > 0 ? target.setAppBadge(count) : target.clearAppBadge()
  done.catch(() => undefined)
}
