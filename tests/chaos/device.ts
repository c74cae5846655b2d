import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import { DATABASE_NAME } from '../../sync/db/name.ts'
import type { ChaosPageApi, DeviceSnapshot, ForeignRows, PageWrite, WriteOutcome } from './browser/ops.ts'
import type { Member } from './server-view.ts'

const CONSENT = JSON.stringify({
  version: '1.0',
  consent: {
    essential: true,
    analytics: false,
    functional: false,
    marketing: false,
    timestamp: '2026-01-01T00:00:00.000Z',
  },
})
/** The build-stamp key of src/app/pwa/storage-keys.ts: another value is another deploy. */
const BUILD_STAMP_KEY = 'jul-build-stamp'
const READY_TIMEOUT = 45_000
/** One press of Sign In: a stalled grant is cut after 6 s by the proxy, then the form shows its error. */
const SIGN_IN_WAIT_MS = 12_000
const SIGN_IN_ATTEMPTS = 4
/** supabase-js keeps the session under `sb-<first label of the host>-auth-token`. */
const authKey = (origin: string) => `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`

declare global {
  var __julChaos: ChaosPageApi | undefined
}

/** Runs in the page: its load state, whether the sync database opens now, and the Web Locks held and waited for. */
async function pageState(name: string): Promise<string> {
  const database = await new Promise<string>((resolve) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => {
      request.result.close()
      resolve('opens')
    }
    request.onblocked = () => resolve('open blocked')
    request.onerror = () => resolve(`open failed: ${request.error?.name}`)
    setTimeout(() => resolve('open still pending'), 1_000)
  })
  // No named helpers in here: the page gets this function's source, without the bundler's name shims.
  const locks = await navigator.locks.query()
  const held = (locks.held ?? []).map((lock) => `${lock.name} ${lock.mode}`).join(', ')
  const pending = (locks.pending ?? []).map((lock) => `${lock.name} ${lock.mode}`).join(', ')
  const heading = document.querySelector('h1')?.textContent ?? 'no h1'
  return `${document.readyState}, ${heading}, database ${database}, locks held [${held}] pending [${pending}]`
}

/** One tab of a device: a page of the app with the harness' operations evaluated into it. */
export class Tab {
  frozen = false
  private cdp: CDPSession | null = null

  /** When this tab's pages fired `load`: a tab that keeps reloading shows here. */
  readonly loads: number[] = []
  /** The harness's calls into the page not answered yet. */
  private readonly calls = new Set<string>()

  constructor(
    readonly name: string,
    readonly device: Device,
    public page: Page,
    readonly path: string,
  ) {
    this.countLoads()
  }

  private countLoads() {
    this.page.on('load', () => this.loads.push(Date.now()))
  }

  /** What this tab is doing, answered within a second or said not to answer (a time-limited run's report). */
  async state(): Promise<string> {
    const recentLoads = this.loads.filter((at) => at > Date.now() - 60_000).length
    const answer = await Promise.race([
      this.page.evaluate(pageState, DATABASE_NAME),
      new Promise<string>((resolve) => setTimeout(() => resolve('does not answer'), 2_000)),
    ]).catch((error: unknown) => `unreadable: ${String(error).slice(0, 80)}`)
    return `${this.name}${this.frozen ? ' (frozen)' : ''} ${this.page.url()}: ${answer}; ${recentLoads} loads in the last minute; unanswered calls [${[...this.calls].join(', ')}]`
  }

  async ready(): Promise<void> {
    await this.page.waitForSelector('html[data-build-stamp]', { state: 'attached', timeout: READY_TIMEOUT })
    await this.page.waitForSelector('#root > *', { state: 'attached', timeout: READY_TIMEOUT })
  }

  /**
   * Calls the page's operations in one round trip, putting them back first when a reload or a reset
   * navigated the page away (the leak sample calls this after every step of a run).
   */
  private async call<M extends keyof ChaosPageApi>(
    method: M,
    arg: Parameters<ChaosPageApi[M]>[0],
  ): Promise<Awaited<ReturnType<ChaosPageApi[M]>>> {
    const label = `${method} since ${new Date().toISOString().slice(11, 19)}`
    this.calls.add(label)
    try {
      return await this.callNow(method, arg)
    } finally {
      this.calls.delete(label)
    }
  }

  private async callNow<M extends keyof ChaosPageApi>(
    method: M,
    arg: Parameters<ChaosPageApi[M]>[0],
  ): Promise<Awaited<ReturnType<ChaosPageApi[M]>>> {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await this.page.evaluate(
          async ([name, value]) => {
            const api = globalThis.__julChaos
            if (!api) return { missing: true as const }
            return { value: await (api[name] as (input: unknown) => Promise<unknown>)(value) }
          },
          [method, arg] as const,
        )
        if (!('missing' in answer)) return answer.value as Awaited<ReturnType<ChaosPageApi[M]>>
        if (attempt >= 3) throw new Error(`${this.name}: the chaos operations did not load`)
        await this.ready()
        await this.page.evaluate(this.device.bundle)
      } catch (error) {
        // A reload, a build-stamp reset or a service-worker update navigates the page under our feet.
        if (attempt >= 3 || !/context was destroyed|navigat|Target closed|detached/i.test(String(error)))
          throw error
        await this.page.waitForLoadState('load').catch(() => undefined)
      }
    }
  }

  write(op: PageWrite): Promise<WriteOutcome> {
    return this.call('write', { ...op, skewMs: this.device.skewMs })
  }

  snapshot(withRows: boolean): Promise<DeviceSnapshot> {
    return this.call('snapshot', withRows)
  }

  foreign(): Promise<ForeignRows> {
    return this.call('foreign', undefined)
  }

  private async session(): Promise<CDPSession> {
    this.cdp ??= await this.device.context.newCDPSession(this.page)
    return this.cdp
  }

  /** Page Lifecycle freeze: timers and the sync worker stop; the page gets `freeze`, later `resume`. */
  async freeze(): Promise<void> {
    await (await this.session()).send('Page.setWebLifecycleState', { state: 'frozen' })
    this.frozen = true
  }

  async resume(): Promise<void> {
    await (await this.session()).send('Page.setWebLifecycleState', { state: 'active' })
    this.frozen = false
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' })
  }

  /** The renderer dies without pagehide (a killed tab), and the device opens the tab again. */
  async kill(): Promise<void> {
    const crashed = this.page.waitForEvent('crash', { timeout: 10_000 }).catch(() => undefined)
    void (await this.session()).send('Page.crash').catch(() => undefined)
    await crashed
    await this.page.close().catch(() => undefined)
    this.cdp = null
    this.frozen = false
    for (let attempt = 0; ; attempt++) {
      try {
        this.page = await this.device.context.newPage()
        this.countLoads()
        break
      } catch (error) {
        if (attempt >= 4) throw error
        await new Promise((resume) => setTimeout(resume, 1_000))
      }
    }
    await this.page.goto(this.path)
  }

  /** Where the sync engine of each of this tab's workers stands (`SyncEngine.inspect`). */
  async engines(): Promise<unknown[]> {
    return Promise.all(
      this.page
        .workers()
        .map((worker) =>
          worker
            .evaluate(
              () => (globalThis as { __julSyncInspect?: () => unknown }).__julSyncInspect?.() ?? 'none',
            )
            .catch((error: unknown) => `unreadable: ${String(error)}`),
        ),
    )
  }

  /** Whether the service worker controls this page, so it would open again without the network. */
  servedByServiceWorker(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker?.controller != null).catch(() => false)
  }

  /** Another deploy: the stored build stamp no longer matches, so the start-up reset runs. */
  async swapBuildStamp(generation: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.page.evaluate(
          ([key, value]) => localStorage.setItem(key as string, value as string),
          [BUILD_STAMP_KEY, `chaos previous build ${generation} (0)`],
        )
        break
      } catch (error) {
        // The page was navigating (a chunk-error reload): write it into the next document.
        if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(error))) throw error
        await this.ready()
      }
    }
    await this.page.reload({ waitUntil: 'load' })
  }

  /**
   * Asks the browser to check for a new service worker and accepts the update prompt if one waits;
   * answers what happened, with how long each part took.
   */
  async updateServiceWorker(): Promise<string> {
    const started = Date.now()
    const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
    const updated = await this.page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        if (!registration) return false
        await registration.update()
        return registration.installing !== null || registration.waiting !== null
      })
      .catch(() => false)
    if (!updated) return `had none to update yet (${since()})`
    const reload = this.page.getByRole('button', { name: 'Reload', exact: true })
    const shown = await reload
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(() => true)
      .catch(() => false)
    if (!shown) return `was not offered the update (${since()})`
    const offered = since()
    await Promise.all([
      this.page.waitForEvent('load', { timeout: 30_000 }).catch(() => undefined),
      reload.click(),
    ])
    return `updated and reloaded (offered after ${offered}, loaded after ${since()})`
  }
}

/** How long switching a device's network may take (`Device.setOffline`). */
const SWITCH_LIMIT_MS = 20_000
/** A switch not done by then is waiting on a stopped service worker: start them (`wakeServiceWorkers`). */
const WAKE_AFTER_MS = 3_000

/** Runs in the page: a message starts a stopped worker; the app's worker ignores a type it does not know. */
async function postToEveryWorkerVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration()
  for (const worker of [registration?.installing, registration?.waiting, registration?.active])
    worker?.postMessage({ type: 'chaos-wake' })
}

/** One browser profile (a context): its tabs share IndexedDB, local storage and one signed-in member. */
export class Device {
  readonly tabs: Tab[] = []
  user: Member | null = null
  offline = false
  /** How often a network switch had to start a stopped service worker (`setOffline`). */
  wakes = 0
  /** How far this device's clock is off the server's (ms): ±10 minutes on some devices. */
  skewMs = 0
  /** A service-worker target stopped answering Playwright for good (`setOffline`). */
  deadWorker = false

  private constructor(
    readonly name: string,
    readonly context: BrowserContext,
    readonly origin: string,
    readonly bundle: string,
  ) {}

  /**
   * A fresh profile; with `member`, it starts with their stored session, as a previous sign-in on this
   * device would have left it (no page is needed to put it there).
   */
  static async open(browser: Browser, name: string, origin: string, bundle: string, member?: Member) {
    const stored = member ? [{ name: authKey(origin), value: JSON.stringify(await member.session()) }] : []
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1024, height: 800 },
      storageState: { cookies: [], origins: [{ origin, localStorage: stored }] },
    })
    await context.addInitScript((consent) => {
      if (localStorage.getItem('cookie_consent') === null) localStorage.setItem('cookie_consent', consent)
    }, CONSENT)
    const device = new Device(name, context, origin, bundle)
    device.user = member ?? null
    return device
  }

  async openTab(path: string): Promise<Tab> {
    const page = await this.context.newPage()
    await page.goto(path)
    const tab = new Tab(`${this.name}.${this.tabs.length + 1}`, this, page, path)
    this.tabs.push(tab)
    await tab.ready()
    return tab
  }

  liveTabs(): Tab[] {
    return this.tabs.filter((t) => !t.frozen && !t.page.isClosed())
  }

  /**
   * Playwright's `setOffline` reaches every page, then every service worker of the context, one after
   * another, and waits for each to answer. A killed tab's renderer can take a service worker version
   * with it (the update waiting behind the prompt); DevTools then holds the
   * command until that worker runs again, so the switch never returned. A switch still pending after
   * `WAKE_AFTER_MS` posts a message to every worker version, which starts it, as any event would in a
   * browser left to itself. A version that can no longer start (replaced since) keeps
   * Playwright waiting for good; once the pages themselves report the new state (they are switched
   * first) the run goes on and counts it, since only the service workers after the dead one in
   * Playwright's list can be missing the switch. Pages not switched within `SWITCH_LIMIT_MS` fail the run.
   */
  async setOffline(offline: boolean): Promise<void> {
    this.offline = offline
    // Settles when the context closes at the latest, after a switch that never returned.
    const switched = this.context.setOffline(offline).then(
      () => true,
      () => false,
    )
    const within = (ms: number) =>
      Promise.race([switched, new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))])
    if (await within(WAKE_AFTER_MS)) return
    this.wakes++
    await this.wakeServiceWorkers()
    if (await within(this.deadWorker ? 0 : SWITCH_LIMIT_MS - WAKE_AFTER_MS)) return
    const pages = await Promise.all(
      this.liveTabs().map((tab) => tab.page.evaluate(() => navigator.onLine).catch(() => null)),
    )
    if (pages.every((onLine) => onLine === null || onLine === !offline)) {
      this.deadWorker = true
      return
    }
    throw new Error(
      `${this.name}: the browser did not switch its pages' network ${offline ? 'off' : 'on'} within ${SWITCH_LIMIT_MS / 1000} s, even after its service workers were started (Playwright's setOffline never returned)`,
    )
  }

  private async wakeServiceWorkers(): Promise<void> {
    await Promise.all(
      this.liveTabs().map((tab) => tab.page.evaluate(postToEveryWorkerVersion).catch(() => undefined)),
    )
  }

  /** Logout from the header's account menu: the app drains first, then signs out. */
  async signOut(tab: Tab): Promise<void> {
    await tab.page.goto('/about')
    await tab.ready()
    await tab.page.getByRole('button', { name: /^Account menu for/ }).click({ timeout: 20_000 })
    await tab.page.getByRole('button', { name: 'Logout' }).click()
    await tab.page.waitForFunction(
      () => localStorage.getItem(`sb-${location.hostname.split('.')[0]}-auth-token`) === null,
      undefined,
      { timeout: 60_000 },
    )
    this.user = null
  }

  /**
   * Sign-in through the /auth form, as a person on a shared device would: the password grant can meet
   * the proxy's faults too (a 500, a stalled or dropped request), and a person would press Sign In again.
   */
  async signInWithForm(tab: Tab, member: Member): Promise<void> {
    await tab.page.goto('/auth')
    await tab.ready()
    await tab.page.getByLabel('Email').fill(member.email)
    await tab.page.getByLabel('Password').fill(member.password)
    for (let attempt = 1; ; attempt++) {
      await tab.page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
      const signedIn = await tab.page
        .waitForFunction(
          (id) => {
            const raw = localStorage.getItem(`sb-${location.hostname.split('.')[0]}-auth-token`)
            return raw !== null && (JSON.parse(raw) as { user?: { id?: string } }).user?.id === id
          },
          member.id,
          { timeout: SIGN_IN_WAIT_MS },
        )
        .then(
          () => true,
          () => false,
        )
      if (signedIn) break
      if (attempt >= SIGN_IN_ATTEMPTS)
        throw new Error(`${tab.name}: sign-in of ${member.email} failed ${attempt} times`)
    }
    this.user = member
    await tab.page.goto(tab.path)
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined)
  }
}
