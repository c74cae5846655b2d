let show: () => void = () => undefined
const shown = new Promise<void>((resolve) => {
  show = resolve
})

/**
 * The first screen a visitor waits for is up: the website's frame with its page, or /app's screen after
 * the splash (002 §2.2). Called more than once, it counts once.
 */
export function firstScreenShown(): void {
  show()
}

/** Runs `run` once the first screen is up: a visitor's backend then loads after the largest paint. */
export function afterFirstScreen(run: () => void): void {
  void shown.then(run)
}
