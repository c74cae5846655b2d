import { noteGatedRowsVisible } from './checks.ts'
import type { Device, Tab } from './device.ts'
import type { FaultProxy } from './fault-proxy.ts'
import type { Model } from './model.ts'
import type { Random } from './random.ts'
import { type Member, MOBILE_TIERS, type ServerView, setTier } from './server-view.ts'

/** What the harness does to devices, network and deploys between the members' operations. */
export const HARNESS_FAULTS = {
  offline: 5,
  partition: 2,
  expireToken: 2,
  cutRealtime: 3,
  loseAnswer: 4,
  freeze: 2,
  kill: 2,
  reload: 2,
  buildStamp: 1,
  serviceWorkerUpdate: 1,
  switchUser: 2,
  tierChange: 2,
  blackHole: 2,
  outage: 1,
  switchDuringHang: 1,
} as const
/** How long the database's bad minutes last (2-5 minutes). */
export const OUTAGE_MS = { min: 120_000, max: 300_000 } as const
export type HarnessFault = keyof typeof HARNESS_FAULTS

export type FaultContext = {
  devices: Device[]
  /** What the members did: a write the harness makes for them (a hung one) is theirs to keep. */
  model: Model
  proxy: FaultProxy
  view: ServerView
  random: Random
  members: { a: Member; b: Member }
  /** Undo actions due after a number of steps (back online, thawed, partition healed). */
  later: (steps: number, undo: () => Promise<void>, label: string) => void
  generation: number
  /**
   * Samples every device for leaks now: rows a device holds are shown visible under the member's tier
   * before it changes (a device learns of a downgrade only when it syncs, so rows pulled
   * under the old tier and first sampled after the change would count as leaks).
   */
  sampleLeaks: () => Promise<void>
}

const WRITE = (method: string, path: string) =>
  method !== 'GET' && method !== 'HEAD' && path.startsWith('/rest/v1/')

function liveTab(ctx: FaultContext, filter: (tab: Tab) => boolean = () => true): Tab | null {
  const tabs = ctx.devices.flatMap((d) => d.liveTabs()).filter(filter)
  return tabs.length > 0 ? ctx.random.pick(tabs) : null
}

/** Applies one fault; answers its log line, or null when it does not apply now (nothing to freeze…). */
export async function applyFault(ctx: FaultContext, kind: HarnessFault): Promise<string | null> {
  const { random, proxy } = ctx
  switch (kind) {
    case 'offline': {
      const online = ctx.devices.filter((d) => !d.offline)
      if (online.length === 0) return null
      const device = random.pick(online)
      await device.setOffline(true)
      const steps = random.int(1, 4)
      ctx.later(steps, () => device.setOffline(false), `${device.name} back online`)
      return `${device.name} offline for ${steps} steps`
    }
    case 'partition': {
      proxy.setPartition(true)
      const steps = random.int(1, 3)
      ctx.later(steps, async () => proxy.setPartition(false), 'server reachable again')
      return `server unreachable (browsers online) for ${steps} steps`
    }
    case 'expireToken':
      proxy.inject('expireToken', (_method, path) => path.startsWith('/rest/v1/'))
      return 'the next REST request finds its access token expired'
    case 'cutRealtime': {
      const refuse = random.chance(0.5) ? random.int(1_000, 8_000) : 0
      proxy.cutRealtime(refuse)
      return `realtime sockets cut${refuse ? `, refused for ${refuse} ms` : ''}`
    }
    case 'loseAnswer':
      proxy.inject('loseAnswer', WRITE)
      return 'the next REST write commits and loses its answer'
    case 'freeze': {
      const tab = liveTab(ctx)
      if (!tab) return null
      await tab.freeze()
      const steps = random.int(1, 4)
      ctx.later(steps, () => tab.resume(), `${tab.name} resumed`)
      return `${tab.name} frozen for ${steps} steps`
    }
    case 'kill': {
      const tab = liveTab(ctx)
      if (!tab) return null
      // Offline, only a page the service worker already serves can open again (a first visit offline
      // cannot, in any browser): killing or reloading another would test the network, not the app.
      if (tab.device.offline && !(await tab.servedByServiceWorker())) return null
      await tab.kill()
      await tab.ready()
      return `${tab.name} killed and opened again`
    }
    case 'reload': {
      const tab = liveTab(ctx)
      if (!tab) return null
      if (tab.device.offline && !(await tab.servedByServiceWorker())) return null
      await tab.reload()
      return `${tab.name} reloaded`
    }
    case 'buildStamp': {
      const tab = liveTab(ctx)
      if (!tab) return null
      // The reset reloads the page: the same rule as a reload (a never-cached page cannot reset offline).
      if (tab.device.offline && !(await tab.servedByServiceWorker())) return null
      await tab.swapBuildStamp(ctx.generation)
      return `${tab.name} starts on another build stamp (reset)`
    }
    case 'serviceWorkerUpdate': {
      const tab = liveTab(ctx, (t) => !t.device.offline)
      if (!tab) return null
      proxy.bumpServiceWorker()
      return `new service worker deployed; ${tab.name} ${await tab.updateServiceWorker()}`
    }
    case 'blackHole':
      proxy.inject('blackHole', WRITE)
      return 'the next REST write goes into a black hole (no answer; the server gets it much later)'
    case 'outage': {
      const ms = random.int(OUTAGE_MS.min, OUTAGE_MS.max)
      proxy.outage(ms)
      return `the database answers 503 to every request for ${(ms / 1000).toFixed(0)} s`
    }
    case 'switchDuringHang': {
      // The shared device's member signs out (and another signs in) while its write hangs unanswered.
      const shared = ctx.devices.find((d) => d.name === 'shared')
      const tab = shared?.liveTabs()[0]
      const user = shared?.user
      if (!shared || !tab || !user || shared.offline || proxy.partitioned) return null
      proxy.inject('blackHole', (method, path, caller) => caller === user.id && WRITE(method, path))
      const mark = `hung write of ${user.email} ${ctx.generation}`
      const values = {
        spark_type: 'manual',
        content: mark,
        source_type: 'manual',
        source_id: null,
        metadata: {},
        is_favorited: false,
        is_archived: false,
      }
      const written = await tab.write({ kind: 'insert', table: 'sparks', values })
      if (written.ok && written.hlc && written.row)
        ctx.model.insert({
          table: 'sparks',
          id: String(written.row.id),
          owner: user.id,
          device: shared.name,
          values,
          hlc: written.hlc,
          mayBeRefused: false,
          file: null,
          mark: { column: 'content', value: mark },
        })
      await new Promise((resume) => setTimeout(resume, 1_500))
      const line = await applyFault(ctx, 'switchUser')
      return `${shared.name}: a write of ${user.email} hangs (${written.ok ? 'queued' : 'not queued'}); ${line ?? 'no switch'}`
    }
    case 'switchUser': {
      const shared = ctx.devices.find((d) => d.name === 'shared')
      const tab = shared?.liveTabs()[0]
      // A person cannot sign in while the server is unreachable .
      if (!shared || !tab || shared.offline || proxy.partitioned) return null
      const next = shared.user?.id === ctx.members.a.id ? ctx.members.b : ctx.members.a
      const previous = shared.user?.email ?? 'nobody'
      const started = Date.now()
      if (shared.user) await shared.signOut(tab)
      const signedOut = Date.now()
      await shared.signInWithForm(tab, next)
      const took = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`
      return `shared device: ${previous} signed out (${took(started, signedOut)}), ${next.email} signed in (${took(signedOut, Date.now())})`
    }
    case 'tierChange': {
      const member = random.pick([ctx.members.a, ctx.members.b])
      const tier = random.pick(MOBILE_TIERS)
      await ctx.sampleLeaks()
      await noteGatedRowsVisible(member)
      await setTier(ctx.view, member.id, tier)
      return `${member.email} is now on the ${tier} plan`
    }
  }
}
