const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The spec's stamp format is 'YYYY-MM-DD HH:mm' (000 §4.6). `BUILD_STAMP` wins so that two builds of
 * the same commit can be told apart (tests build twice with different stamps).
 */
export function buildStamp(fromEnv: string | undefined, now: Date): string {
  if (fromEnv && fromEnv.trim() !== '') return fromEnv.trim()
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())} ${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}`
}
