import type { WakeUp } from '../remote.ts'
import { parseScope } from './scopes.ts'

/**
 * Which scopes still need a pull. A scope leaves only when it has been read through, so a failure
 * (network, expired token, a refusal) keeps it for the next attempt. Asking for every scope costs one
 * request when nothing changed (`sync_pull` answers no rows): lead, `online`, resume and a session all
 * ask for every scope. A wake-up asks for its scope only, and not at all when the device already holds
 * exactly the rows it names (its own write, mirrored from the push answer).
 */
export class PullPlan {
  private readonly due = new Set<string>()
  /** Scopes due only because of wake-ups, with them: a scope asked for otherwise is not listed. */
  private readonly wakeUps = new Map<string, WakeUp[]>()
  private everything = false
  private fullOutstanding = false
  private fullDone = false
  /** From-scratch passes under way in this tab: scope → rows seen so far (`<table>/<id>`). */
  readonly seen = new Map<string, Set<string>>()

  /** Every scope the device holds (and the server may add). */
  markAll(): void {
    this.everything = true
    this.fullOutstanding = true
  }

  /** One scope; anything that is not a scope (`*`: the scope list may have changed) means all. */
  mark(scope: string): void {
    if (!parseScope(scope)) {
      this.markAll()
      return
    }
    this.due.add(scope)
    this.wakeUps.delete(scope)
  }

  wakeUp(wakeUp: WakeUp): void {
    if (!parseScope(wakeUp.scope)) {
      this.markAll()
      return
    }
    if (this.due.has(wakeUp.scope) && !this.wakeUps.has(wakeUp.scope)) return
    this.due.add(wakeUp.scope)
    this.wakeUps.set(wakeUp.scope, [...(this.wakeUps.get(wakeUp.scope) ?? []), wakeUp])
  }

  /** The scopes to read now, given those the device holds; "every scope" becomes them. */
  wanted(known: readonly string[]): string[] {
    if (this.everything) {
      this.everything = false
      for (const scope of known) this.mark(scope)
    }
    return [...this.due]
  }

  /** The wake-ups a scope is due for, or null when it is due anyway. */
  wakeUpsOf(scope: string): readonly WakeUp[] | null {
    return this.wakeUps.get(scope) ?? null
  }

  /** The next round asks every scope: it is a probe of everything. */
  get asksEverything(): boolean {
    return this.everything
  }

  get idle(): boolean {
    return !this.everything && this.due.size === 0
  }

  succeeded(scope: string): void {
    this.due.delete(scope)
    this.wakeUps.delete(scope)
    this.seen.delete(scope)
  }

  /** Dropped for good (a scope the member no longer holds). */
  forget(scope: string): void {
    this.succeeded(scope)
  }

  /** The round read everything asked for, or was refused for good: "first pull done" may be marked. */
  roundEnded(): void {
    if (!this.idle) return
    if (this.fullOutstanding) this.fullDone = true
    this.fullOutstanding = false
  }

  refused(): void {
    if (this.fullOutstanding) this.fullDone = true
    this.fullOutstanding = false
  }

  /** True once, when every scope asked for by the last "every scope" has been read through since. */
  takeFullDone(): boolean {
    const done = this.fullDone
    this.fullDone = false
    return done
  }
}
