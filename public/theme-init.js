// First paint in the member's theme (src/lib/theme.ts: key jul-theme; light, dark, or the system's).
// A file, not an inline script: the content security policy allows no inline script.
;(() => {
  try {
    const stored = localStorage.getItem('jul-theme')
    const dark =
      stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
    document.documentElement.dataset.theme = dark ? 'dark' : 'light'
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
  } catch {}
})()
