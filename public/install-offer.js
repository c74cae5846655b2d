// The browser's offer to install the app (`beforeinstallprompt`, Chromium) can come before the app's
// code is evaluated (after the first paint, public/after-paint.js): it is caught here, in the head, and
// kept on window for the Install button of Settings (src/app/pwa/install-offer.ts reads it).
// A file, not an inline script: the content security policy allows no inline script.
;(() => {
  const offer = { kept: null, installedHere: false }
  window.julInstallOffer = offer
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    offer.kept = event
  })
  addEventListener('appinstalled', () => {
    offer.kept = null
    offer.installedHere = true
  })
})()
