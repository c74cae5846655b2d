import type { Browser } from '@playwright/test'
import { checkRun, type Findings, sampleLeaks } from './checks.ts'
import { Device } from './device.ts'
import { type FaultProxy, REQUEST_FAULTS } from './fault-proxy.ts'
import { applyFault, HARNESS_FAULTS, type HarnessFault } from './faults.ts'
import { Model } from './model.ts'
import { applyUserOperation, USER_OPERATIONS, type UserOperation } from './operations.ts'
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
}

export type RunResult = Findings & {
  seed: number
  operations: number
  faults: Record<string, number>
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

  const a = await newMember(env.view, `chaos-a-${options.seed}`)
  const b = await newMember(env.view, `chaos-b-${options.seed}`)
  const staff = await newMember(env.view, `chaos-staff-${options.seed}`, 'jul.example')
  await setTier(env.view, a.id, 'premium')
  await setTier(env.view, b.id, 'pro')
  const members = new Map<string, Member>([a, b, staff].map((m) => [m.id, m]))
  const layout = random.pick(LAYOUTS)
  say(
    `seed ${options.seed}: A ${a.email} (premium), B ${b.email} (pro), staff ${staff.email}; ${JSON.stringify(layout)}`,
  )

  const devices: Device[] = []
  const open = async (name: string, member: Member, tabs: number) => {
    const device = await Device.open(env.browser, name, env.proxy.origin, env.bundle)
    devices.push(device)
    await device.signInStored(member)
    for (let i = 0; i < tabs; i++) await device.openTab(random.pick(PATHS))
    say(`${name}: ${member.email} on ${device.tabs.map((t) => t.path).join(', ')}`)
  }
  const model = new Model()
  const leaks: string[] = []
  let operations = 0
  try {
    await open('deviceA', a, layout.a)
    if (layout.b > 0) await open('deviceB', b, layout.b)
    if (layout.staff > 0) await open('staff', staff, layout.staff)
    if (layout.shared) await open('shared', random.chance(0.5) ? a : b, 1)

    env.proxy.setChaos({
      rate: options.requestFaultRate,
      kinds: REQUEST_FAULTS,
      random: seeded(options.seed ^ 0x5bd1e995),
    })
    const pending: Array<{ due: number; undo: () => Promise<void>; label: string }> = []
    for (let step = 0; step < options.steps; step++) {
      for (const due of pending.filter((p) => p.due <= step)) {
        pending.splice(pending.indexOf(due), 1)
        await due.undo()
        say(due.label)
      }
      if (random.chance(0.3)) {
        const kind = random.weighted<HarnessFault>(HARNESS_FAULTS)
        const line = await applyFault(
          {
            devices,
            proxy: env.proxy,
            view: env.view,
            random,
            members: { a, b },
            later: (steps, undo, label) => pending.push({ due: step + steps, undo, label }),
            generation: step,
          },
          kind,
        )
        if (line) {
          count(kind)
          say(`fault ${line}`)
        }
      } else {
        const tabs = devices.filter((d) => d.user).flatMap((d) => d.liveTabs())
        if (tabs.length === 0) continue
        const tab = random.pick(tabs)
        const member = tab.device.user as Member
        const kind = random.weighted<UserOperation>(USER_OPERATIONS)
        const applied = await applyUserOperation(
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
        )
        if (applied) {
          operations++
          say(
            `${tab.name} ${member.email}: ${applied.label}${applied.acknowledged ? '' : ` NOT acknowledged ${applied.error ?? ''}`}`,
          )
        }
      }
      await new Promise((resume) => setTimeout(resume, random.int(0, 400)))
      leaks.push(...(await sampleLeaks(env.view, devices, members)))
    }
    for (const due of pending) {
      await due.undo()
      say(due.label)
    }
    env.proxy.setChaos(null)
    env.proxy.setPartition(false)
    await env.proxy.idle()
    say(await quiesce(devices, members))
    const findings = await checkRun(env.view, devices, model, leaks)
    for (const [kind, n] of Object.entries(env.proxy.counts)) {
      const added = n - (before[kind as keyof typeof before] ?? 0)
      if (added > 0) faults[kind] = (faults[kind] ?? 0) + added
    }
    return { ...findings, seed: options.seed, operations, faults, log }
  } catch (error) {
    say(`the run itself failed: ${error instanceof Error ? error.stack : String(error)}`)
    const failed = { lost: 0, duplicated: 0, reverted: 0, leaked: 0, diverged: 1 }
    return {
      ...failed,
      problems: ['diverged: the run could not finish (see the log)'],
      seed: options.seed,
      operations,
      faults,
      log,
    }
  } finally {
    env.proxy.setChaos(null)
    env.proxy.setPartition(false)
    for (const device of devices) await device.close()
  }
}
