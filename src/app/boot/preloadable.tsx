import { type ComponentType, lazy } from 'react'

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> }

/**
 * A lazy component that renders at once, without suspending, when its module arrived before it mounts
 * (`preload`, as main.tsx does for the first page). A plain lazy component suspends on its first
 * render even then: its 'Loading...' fallback shows and React holds the page back for up to 300 ms
 * before revealing it, which made the home page's largest paint late.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  // One load, kept once it succeeds: `loaded` is set before the lazy component can show anything and
  // never changes after, so a mounted page is never swapped for another component (and remounted).
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(preload)
  function Component(props: P) {
    const Chosen = loaded ?? Lazy
    return <Chosen {...props} />
  }
  return Object.assign(Component, { preload })
}
