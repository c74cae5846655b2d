// The prerendered home page's loader (vite.config.ts puts it in place of the module script): the app's
// entry is imported once the page's HTML has been painted, not evaluated in front of that first paint
// (issue 18). A frame callback runs just before a paint and a task queued from it just after; a hidden
// tab runs no frame callbacks, so it loads at once, and a stalled frame is waited for 100 ms at most.
// A file, not an inline script: the content security policy allows no inline script.
;(() => {
  const entry = document.currentScript?.dataset.entry
  if (!entry) return
  let loaded = false
  const load = () => {
    if (loaded) return
    loaded = true
    import(entry).catch((error) => console.error('The app could not load', error))
  }
  if (document.visibilityState === 'hidden') return load()
  requestAnimationFrame(() => setTimeout(load, 0))
  setTimeout(load, 100)
})()
