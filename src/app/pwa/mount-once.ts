/** Marker on the root element; the attribute survives a second evaluation of the entry module. */
const MOUNTED_ATTRIBUTE = 'data-jul-mounted'

/** 000 §4.6: only one app instance is mounted, even if the entry runs twice (duplicate script, HMR). */
export function mountOnce(root: HTMLElement, mount: () => void): boolean {
  if (root.hasAttribute(MOUNTED_ATTRIBUTE)) return false
  root.setAttribute(MOUNTED_ATTRIBUTE, '')
  mount()
  return true
}
