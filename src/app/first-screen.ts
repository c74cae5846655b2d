let show: () => void = () => undefined
const shown = new Promise<void>((resolve) => {
  show = resolve
})

/** /app's first screen after the splash (002 §2.2) is up. Called more than once, it counts once. */
export function firstScreenShown(): void {
  show()
}

/** Runs `run` once the first screen is up: a signed-out phone's backend then loads after the largest paint. */
export function afterFirstScreen(run: () => void): void {
  void shown.then(run)
}
