// The browser's offer to install the app, as public/install-offer.js keeps it: that script runs in the
// head, before the app's code (evaluated after the first paint) could listen, so an early
// `beforeinstallprompt` is never missed, and it keeps the first load's budget free of it.

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface InstallOffer {
  kept: BeforeInstallPromptEvent | null
  installedHere: boolean
}

/** The offer kept by the head script, or an empty one where it did not run (tests, an old cache). */
export function installOffer(win: Window = window): InstallOffer {
  const holder = win as Window & { julInstallOffer?: InstallOffer }
  holder.julInstallOffer ??= { kept: null, installedHere: false }
  return holder.julInstallOffer
}
