import type { Browser } from '@playwright/test'
import { checkRun, type Findings, sampleLeaks } from './checks.ts'
import { Device } from './device.ts'
import { type FaultProxy, RANDOM_REQUEST_FAULTS } from './fault-proxy.ts'
import { applyFault, HARNESS_FAULTS, type HarnessFault, OUTAGE_MS } from './faults.ts'
import { EffectiveClocks, Model } from './model.ts'
import { applyUserOperation, USER_OPERATIONS, type UserOperation } from './operations.ts'
import { type PhaseTimes, phaseClock } from './phases.ts'
import { quiesce } from './quiesce.ts'
import { seeded } from './random.ts'
import { type Member, newMember, type ServerView, setTier } from './server-view.ts'

export type ChaosEnv = {
  browser: Browser
  proxy: FaultProxy
  /** The server without the proxy, for set-up and the checker. */
  view: ServerView
  bundle: string
}

export type RunOptions = {
  seed: number
  /** Receives each log line as it happens (the CLI's --verbose). */
  onLog?: (line: string) => void
  /** Member operations and harness faults, together. */
  steps: number
  /** Probability that one API request meets a random fault. */
  requestFaultRate: number
  /** How long the run may take before it fails (`RUN_LIMIT_MS` when not given). */
  limitMs?: number
  /** Harness faults left out (the in-suite run leaves out the outage: minutes it cannot spend). */
  withoutFaults?: readonly HarnessFault[]
}

export type RunResult = Findings & {
  seed: number
  operations: number
  /** Acknowledged or not, per kind (sparkInsert, captureAssign, roomMessage…). */
  operationKinds: Record<string, number>
  faults: Record<string, number>
  /** Milliseconds per phase of the run (members, open, operations, fault kinds, leaks, pauses, …). */
  phases: PhaseTimes
  log: string[]
}

/** Which devices a run uses (2–4 tabs): two members, staff, a shared device that changes hands. */
const LAYOUTS = [
  { a: 2, b: 1, staff: 0, shared: false },
  { a: 1, b: 1, staff: 1, shared: true },
  { a: 1, b: 0, staff: 0, shared: true },
  { a: 2, b: 0, staff: 1, shared: true },
  { a: 1, b: 1, staff: 0, shared: false },
  { a: 1, b: 1, staff: 0, shared: true },
] as const
const PATHS = ['/app/sparks', '/about'] as const
const CLOCK_SKEWS = [0, 0, 600_000, -600_000] as const
const REFRESH_GRANT = /^\/auth\/v1\/token\?grant_type=refresh_token/

/**
 * One seeded run: members act on 2–4 tabs while the harness injects faults, then everything heals, the
 * devices settle and the checker compares every device and the server with what was acknowledged.
 */
export async function runOnce(env: ChaosEnv, options: RunOptions): Promise<RunResult> {
  const random = seeded(options.seed)
  const log: string[] = []
  const started = Date.now()
  const say = (line: string) => {
    const entry = `${(log.length + 1).toString().padStart(3)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s ${line}`
    log.push(entry)
    options.onLog?.(entry)
  }
  const faults: Record<string, number> = {}
  const count = (kind: string) => {
    faults[kind] = (faults[kind] ?? 0) + 1
  }
  const before = { ...env.proxy.counts }
  // A refresh the auth server refused leaves a device unable to sync: say which.
  const answers: Array<{ at: number; what: string }> = []
  let quiescing = 'not started'
  const stopObserving = env.proxy.observe((answer) => {
    answers.push({ at: Date.now(), what: `${answer.method} ${answer.path.split('?')[0]} ${answer.status}` })
    if (!REFRESH_GRANT.test(answer.path) || answer.status < 400) return
    say(
      `the auth server refused a token refresh: ${answer.status} ${answer.body.toString('utf8').slice(0, 160)}`,
    )
  })
  const clock = phaseClock()
  const phases = clock.spent
  // The clocks the server gives the writes, from the pushes as they reach it.
  const clocks = new EffectiveClocks()
  const stopForwarding = env.proxy.onForward((method, path, body) => {
    if (method !== 'POST' || !path.startsWith('/rest/v1/rpc/sync_push')) return
    try {
      const push = JSON.parse(body.toString('utf8')) as {
        client_id?: unknown
        entries?: Array<{ seq?: unknown; hlc?: unknown }>
      }
      if (typeof push.client_id === 'string') clocks.received(push.client_id, push.entries ?? [], Date.now())
    } catch {
      // Not a push this harness made sense of: nothing to learn from it.
    }
  })

  const [a, b, staff] = await clock.time('members', () =>
    Promise.all([
      newMember(env.view, `chaos-a-${options.seed}`),
      newMember(env.view, `chaos-b-${options.seed}`),
      newMember(env.view, `chaos-staff-${options.seed}`, 'jul.example'),
    ]),
  )
  await clock.time('members', () =>
    Promise.all([setTier(env.view, a.id, 'premium'), setTier(env.view, b.id, 'pro')]),
  )
  const members = new Map<string, Member>([a, b, staff].map((m) => [m.id, m]))
  const layout = random.pick(LAYOUTS)
  say(
    `seed ${options.seed}: A ${a.email} (premium), B ${b.email} (pro), staff ${staff.email}; ${JSON.stringify(layout)}`,
  )

  const devices: Device[] = []
  /** Paths are drawn first, so opening the devices side by side keeps the run seeded. */
  const open = async (name: string, member: Member, paths: string[]) => {
    const device = await Device.open(env.browser, name, env.proxy.origin, env.bundle, member)
    for (const path of paths) await device.openTab(path)
    return device
  }
  const plan: Array<[string, Member, string[]]> = [
    ['deviceA', a, Array.from({ length: layout.a }, () => random.pick(PATHS))],
  ]
  if (layout.b > 0) plan.push(['deviceB', b, Array.from({ length: layout.b }, () => random.pick(PATHS))])
  if (layout.staff > 0)
    plan.push(['staff', staff, Array.from({ length: layout.staff }, () => random.pick(PATHS))])
  if (layout.shared) plan.push(['shared', random.chance(0.5) ? a : b, [random.pick(PATHS)]])
  // Some devices' clocks are ten minutes off the server's, ahead or behind.
  const skews = new Map(plan.map(([name]) => [name, random.pick(CLOCK_SKEWS)]))
  const model = new Model()
  const leaks: string[] = []
  let operations = 0
  const operationKinds: Record<string, number> = {}
  const play = async (): Promise<RunResult> => {
    const opened = await clock.time('open', () =>
      Promise.allSettled(plan.map(([name, member, paths]) => open(name, member, paths))),
    )
    for (const result of opened) if (result.status === 'fulfilled') devices.push(result.value)
    for (const result of opened) if (result.status === 'rejected') throw result.reason
    for (const device of devices) device.skewMs = skews.get(device.name) ?? 0
    for (const [name, member, paths] of plan)
      say(`${name}: ${member.email} on ${paths.join(', ')}, clock ${(skews.get(name) ?? 0) / 60_000} min off`)

    env.proxy.setChaos({
      rate: options.requestFaultRate,
      kinds: RANDOM_REQUEST_FAULTS,
      random: seeded(options.seed ^ 0x5bd1e995),
    })
    const pending: Array<{ due: number; undo: () => Promise<void>; label: string }> = []
    for (let step = 0; step < options.steps; step++) {
      for (const due of pending.filter((p) => p.due <= step)) {
        pending.splice(pending.indexOf(due), 1)
        await clock.time('undo', due.undo)
        say(due.label)
      }
      if (random.chance(0.3)) {
        const kind = random.weighted<HarnessFault>(
          Object.fromEntries(
            Object.entries(HARNESS_FAULTS).filter(
              ([k]) => !options.withoutFaults?.includes(k as HarnessFault),
            ),
          ) as Record<HarnessFault, number>,
        )
        const line = await clock.time(`fault.${kind}`, () =>
          applyFault(
            {
              devices,
              model,
              proxy: env.proxy,
              view: env.view,
              random,
              members: { a, b },
              later: (steps, undo, label) => pending.push({ due: step + steps, undo, label }),
              generation: step,
              sampleLeaks: async () => {
                leaks.push(...(await sampleLeaks(env.view, devices, members)))
              },
            },
            kind,
          ),
        )
        if (kind === 'outage') limit.extend(OUTAGE_MS.max)
        if (line) {
          // The proxy counts the faults it applies itself (an injected expired token, a lost answer,
          // a realtime cut, a new service worker): counting them here too would count them twice.
          if (!(kind in env.proxy.counts)) count(kind)
          say(`fault ${line}`)
        }
      } else {
        const tabs = devices.filter((d) => d.user).flatMap((d) => d.liveTabs())
        if (tabs.length === 0) continue
        const tab = random.pick(tabs)
        const member = tab.device.user as Member
        const kind = random.weighted<UserOperation>(USER_OPERATIONS)
        const applied = await clock.time('operations', () =>
          applyUserOperation(
            {
              tab,
              member,
              staff: member.id === staff.id,
              others: [a, b],
              model,
              random,
              mark: `chaos-${options.seed}-${step}:`,
              origin: env.proxy.origin,
            },
            kind,
          ),
        )
        if (applied) {
          operations++
          operationKinds[kind] = (operationKinds[kind] ?? 0) + 1
          say(
            `${tab.name} ${member.email}: ${applied.label}${applied.acknowledged ? '' : ` NOT acknowledged ${applied.error ?? ''}`}`,
          )
        }
      }
      // The leak sample runs during the step's pause; the pause is the least time between two steps.
      const pause = random.int(0, 400)
      const [sampled] = await clock.time('leaks and pause', () =>
        Promise.all([
          sampleLeaks(env.view, devices, members),
          new Promise((resume) => setTimeout(resume, pause)),
        ]),
      )
      leaks.push(...sampled)
    }
    for (const due of pending) {
      await clock.time('undo', due.undo)
      say(due.label)
    }
    env.proxy.setChaos(null)
    env.proxy.setPartition(false)
    say(
      await clock.time('quiescence', async () => {
        // The database's bad minutes end on their own: the devices must get through them unaided.
        quiescing = 'waiting for the outage to end'
        await env.proxy.outageOver()
        await env.proxy.idle()
        return quiesce(
          devices,
          members,
          () => env.proxy.writes,
          (doing) => {
            quiescing = doing
          },
        )
      }),
    )
    const woken = devices.filter((device) => device.wakes > 0)
    if (woken.length > 0)
      say(
        `service workers started to finish a network switch: ${woken.map((d) => `${d.name} ${d.wakes}×${d.deadWorker ? ' (one no longer answers; its pages switched)' : ''}`).join(', ')}`,
      )
    const findings = await clock.time('check', () =>
      checkRun(env.view, devices, model, leaks, new Set(members.keys()), clocks),
    )
    for (const [kind, n] of Object.entries(env.proxy.counts)) {
      const added = n - (before[kind as keyof typeof before] ?? 0)
      if (added > 0) faults[kind] = (faults[kind] ?? 0) + added
    }
    return { ...findings, seed: options.seed, operations, operationKinds, faults, phases, log }
  }
  const limit = runLimit(options.limitMs ?? RUN_LIMIT_MS, async () => {
    const lastMinute = new Map<string, number>()
    for (const { at, what } of answers)
      if (at > Date.now() - 60_000) lastMinute.set(what, (lastMinute.get(what) ?? 0) + 1)
    const busiest = [...lastMinute].sort((x, y) => y[1] - x[1]).slice(0, 8)
    return [
      `running: ${clock.running().join(' > ')} (quiescence: ${quiescing})`,
      `answers in the last minute: ${busiest.map(([what, n]) => `${n}× ${what}`).join(', ') || 'none'}`,
      `in flight: ${env.proxy.inFlightRequests().slice(0, 8).join(', ') || 'none'}`,
      `tabs: ${(await Promise.all(devices.flatMap((device) => device.tabs.map((tab) => tab.state())))).join(' | ')}`,
    ].join('; ')
  })
  try {
    return await Promise.race([play(), limit.reached])
  } catch (error) {
    say(`the run itself failed: ${error instanceof Error ? error.stack : String(error)}`)
    const failed = { lost: 0, duplicated: 0, reverted: 0, leaked: 0, diverged: 1 }
    return {
      ...failed,
      problems: ['diverged: the run could not finish (see the log)'],
      seed: options.seed,
      operations,
      operationKinds,
      faults,
      phases,
      log,
    }
  } finally {
    limit.clear()
    stopObserving()
    stopForwarding()
    env.proxy.setChaos(null)
    env.proxy.setPartition(false)
    await clock.time('close', () => Promise.all(devices.map((device) => device.close())))
  }
}

/**
 * A run that has not ended after this long failed: it rejects saying what it was doing, so the long run
 * reports the seed with its log and goes on (one run hung for 25 minutes with the browser's network
 * service busy, and the long run stood still behind it).
 */
export const RUN_LIMIT_MS = 6 * 60_000

function runLimit(
  limitMs: number,
  state: () => Promise<string>,
): { reached: Promise<never>; clear: () => void; extend: (ms: number) => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let total = limitMs
  let deadline = Date.now() + limitMs
  let fail: (error: Error) => void = () => {}
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(
      () => {
        void state().then((now) =>
          fail(new Error(`the run did not end within ${(total / 60_000).toFixed(1)} min; ${now}`)),
        )
      },
      Math.max(0, deadline - Date.now()),
    )
  }
  const reached = new Promise<never>((_, reject) => {
    fail = reject
    arm()
  })
  return {
    reached,
    clear: () => clearTimeout(timer),
    // An outage lengthens the run by as long as it lasts.
    extend: (ms) => {
      total += ms
      deadline += ms
      arm()
    },
  }
}
