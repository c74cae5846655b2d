/**
 * The build stamp compared at start-up (000 §4.6, 002 §9: '2025-11-01 08:41'). A constant: change it by
 * hand only when a release must reset every device's local data (caches, service workers, databases;
 * the queue and its files are kept). An ordinary deploy leaves it alone, so members keep their mirror.
 */
export const BUILD_STAMP = '2025-11-01 08:41'

/**
 * The stamp a build carries: the constant, unless `BUILD_STAMP` is set — which the tests use to build
 * what a release with a new stamp would be.
 */
export function buildStamp(fromEnv: string | undefined): string {
  return fromEnv && fromEnv.trim() !== '' ? fromEnv.trim() : BUILD_STAMP
}

/**
 * The app version a build carries: `APP_VERSION` (a release names itself, e.g. by its commit), else the
 * package version. It tells deploys apart (chunk reloads, support) and never resets anything.
 */
export function appVersion(fromEnv: string | undefined, packageVersion: string): string {
  return fromEnv && fromEnv.trim() !== '' ? fromEnv.trim() : packageVersion
}
