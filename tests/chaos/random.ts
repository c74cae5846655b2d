/** A seeded generator (mulberry32): the same seed gives the same run. */
export type Random = {
  (): number
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  weighted<T extends string>(weights: Readonly<Record<T, number>>): T
  uuid(): string
}

export function seeded(seed: number): Random {
  let state = seed >>> 0
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }) as Random
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1))
  next.chance = (probability) => next() < probability
  next.pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  next.weighted = <T extends string>(weights: Readonly<Record<T, number>>): T => {
    const entries = Object.entries(weights) as [T, number][]
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let roll = next() * total
    for (const [key, weight] of entries) {
      roll -= weight
      if (roll < 0) return key
    }
    return (entries.at(-1) as [T, number])[0]
  }
  next.uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16))
    hex[12] = '4'
    hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
    const s = hex.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }
  return next
}
