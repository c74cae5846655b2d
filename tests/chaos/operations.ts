import type { PageWrite } from './browser/ops.ts'
import type { Tab } from './device.ts'
import { latest, type Model } from './model.ts'
import type { Random } from './random.ts'
import type { Member } from './server-view.ts'

/** A 1×1 PNG: the photo of a photo capture (its bytes really are a PNG, as the server checks). */
export const PNG_BYTES = [
  137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21,
  196, 137, 0, 0, 0, 13, 73, 68, 65, 84, 120, 156, 99, 248, 255, 255, 63, 0, 5, 254, 2, 254, 167, 53, 129,
  132, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
]
export const PHOTO_BUCKET = 'quickadd-photos'
export const ROOMS = ['julius', 'peer', 'cross-group'] as const

/** What a member does, as the screens do it (the same tables, values and order of writes). */
export const USER_OPERATIONS = {
  sparkInsert: 14,
  sparkEdit: 6,
  sparkFavourite: 5,
  sparkArchive: 5,
  sparkDelete: 5,
  cardInsert: 4,
  captureInsert: 5,
  capturePhoto: 4,
  captureAssign: 4,
  captureArchive: 2,
  captureDelete: 2,
  roomMessage: 5,
} as const
export type UserOperation = keyof typeof USER_OPERATIONS

export type OperationContext = {
  tab: Tab
  member: Member
  /** Staff post as the advisor, to everyone or to chosen members. */
  staff: boolean
  /** The other members of the run (targets of an advisor's message). */
  others: Member[]
  model: Model
  random: Random
  /** Unique per run and step: `chaos-<seed>-<step>:`. */
  mark: string
  origin: string
}

export type Applied = { label: string; acknowledged: boolean; error?: string }

type Sent = { ok: true; id: string; hlc: string } | { ok: false; id: string; error?: string }

/** A write that queued nothing (an update that changed nothing) counts as not acknowledged. */
async function send(ctx: OperationContext, op: PageWrite): Promise<Sent> {
  const outcome = await ctx.tab.write(op)
  if (!outcome.ok) return { ok: false, id: '', error: outcome.error }
  const id = op.kind === 'insert' ? String(outcome.row?.id) : op.id
  if (outcome.hlc === null) return { ok: false, id, error: 'nothing queued' }
  return { ok: true, id, hlc: outcome.hlc }
}

/** Rows the member may change from this tab: half the time those made on this device, else any of theirs. */
function target(ctx: OperationContext, table: string) {
  const rows = ctx.model.editable(ctx.member.id, table)
  const here = rows.filter((row) => row.device === ctx.tab.device.name)
  return here.length > 0 && ctx.random.chance(0.5) ? here : rows
}

/** Applies one member operation; answers null when it has nothing to act on (no card to assign to…). */
export async function applyUserOperation(
  ctx: OperationContext,
  kind: UserOperation,
): Promise<Applied | null> {
  const { model, random, mark, member } = ctx
  const device = ctx.tab.device.name
  const base = { owner: member.id, device, mayBeRefused: false, file: null }
  switch (kind) {
    case 'sparkInsert': {
      const values = {
        spark_type: 'manual',
        content: mark,
        source_type: 'manual',
        source_id: null,
        metadata: {},
        is_favorited: false,
        is_archived: false,
      }
      const sent = await send(ctx, { kind: 'insert', table: 'sparks', values })
      if (sent.ok)
        model.insert({
          ...base,
          table: 'sparks',
          id: sent.id,
          values,
          hlc: sent.hlc,
          mark: { column: 'content', value: mark },
        })
      return {
        label: `sparks insert ${sent.id}`,
        acknowledged: sent.ok,
        ...(!sent.ok && sent.error ? { error: sent.error } : {}),
      }
    }
    case 'sparkEdit':
    case 'sparkFavourite':
    case 'sparkArchive':
    case 'sparkDelete': {
      const rows = target(ctx, 'sparks')
      if (rows.length === 0) return null
      const row = random.pick(rows)
      const last = latest(row)
      if (kind === 'sparkDelete') {
        const sent = await send(ctx, { kind: 'remove', table: 'sparks', id: row.id })
        if (sent.ok) model.remove(row.id)
        return {
          label: `sparks delete ${row.id}`,
          acknowledged: sent.ok,
          ...(!sent.ok && sent.error ? { error: sent.error } : {}),
        }
      }
      const patch =
        kind === 'sparkEdit'
          ? { content: `${row.mark?.value ?? ''} edited ${mark}` }
          : kind === 'sparkFavourite'
            ? { is_favorited: !last.is_favorited }
            : { is_archived: !last.is_archived }
      const sent = await send(ctx, { kind: 'update', table: 'sparks', id: row.id, patch })
      if (sent.ok) model.update(row.id, patch, sent.hlc, device)
      return { label: `sparks ${kind} ${row.id} ${JSON.stringify(patch)}`, acknowledged: sent.ok }
    }
    case 'cardInsert': {
      const values = {
        title: mark,
        description: null,
        status: 'backlog',
        priority: random.pick(['urgent', 'high', 'medium', 'low']),
        assigned_to: null,
        due_date: null,
        labels: [],
      }
      const sent = await send(ctx, { kind: 'insert', table: 'julboard_tasks', values })
      // Adding a card needs board edit rights (premium+); the member's tier may drop to free before the
      // card is sent, so the server may refuse it, as it does room posts.
      if (sent.ok)
        model.insert({
          ...base,
          table: 'julboard_tasks',
          id: sent.id,
          values,
          hlc: sent.hlc,
          mayBeRefused: !ctx.staff,
          mark: { column: 'title', value: mark },
        })
      return { label: `julboard_tasks insert ${sent.id}`, acknowledged: sent.ok }
    }
    case 'captureInsert':
    case 'capturePhoto': {
      const photo = kind === 'capturePhoto'
      const name = `chaos-${random.uuid()}.png`
      const path = `${member.id}/${name}`
      const values = {
        status: 'unassigned',
        content: mark,
        content_type: photo ? 'photo' : 'text',
        file_url: photo ? `${ctx.origin}/storage/v1/object/public/${PHOTO_BUCKET}/${path}` : null,
        file_name: photo ? name : null,
        location: null,
        tags: [],
        capture_context: { type: 'home' },
      }
      const sent = await send(ctx, {
        kind: 'insert',
        table: 'capture_inbox',
        values,
        ...(photo
          ? { attachment: { bucket: PHOTO_BUCKET, path, bytes: PNG_BYTES, contentType: 'image/png' } }
          : {}),
      })
      if (sent.ok)
        model.insert({
          ...base,
          table: 'capture_inbox',
          id: sent.id,
          values,
          hlc: sent.hlc,
          file: photo ? { bucket: PHOTO_BUCKET, path } : null,
          mark: { column: 'content', value: mark },
        })
      return { label: `capture_inbox insert${photo ? ' with photo' : ''} ${sent.id}`, acknowledged: sent.ok }
    }
    case 'captureAssign': {
      const captures = target(ctx, 'capture_inbox').filter((r) => latest(r).status === 'unassigned')
      const cards = model.linkable(member.id, 'julboard_tasks')
      if (captures.length === 0 || cards.length === 0) return null
      const capture = random.pick(captures)
      const card = random.pick(cards)
      // The link travels with the card's insert (and the capture's, while both wait): a refused card
      // takes them with it.
      if (card.mayBeRefused) capture.mayBeRefused = true
      const at = new Date().toISOString()
      // 002 §7, as the inbox's assign does: the capture's status and context, then the board link.
      const patch = {
        status: 'assigned',
        capture_context: {
          ...(latest(capture).capture_context as object),
          assigned_to: card.id,
          assigned_at: at,
        },
      }
      const updated = await send(ctx, { kind: 'update', table: 'capture_inbox', id: capture.id, patch })
      if (!updated.ok) return { label: `capture_inbox assign ${capture.id}`, acknowledged: false }
      model.update(capture.id, patch, updated.hlc, device)
      const link = {
        source_type: 'capture_inbox',
        source_id: capture.id,
        target_type: 'julboard_task',
        target_id: card.id,
        assignment_context: { linked_at: at },
      }
      const linked = await send(ctx, { kind: 'insert', table: 'board_assignments', values: link })
      if (linked.ok)
        model.insert({
          ...base,
          table: 'board_assignments',
          id: linked.id,
          values: link,
          hlc: linked.hlc,
          mayBeRefused: card.mayBeRefused,
          mark: null,
        })
      return {
        label: `capture_inbox assign ${capture.id} to card ${card.id}, link ${linked.id}`,
        acknowledged: linked.ok,
      }
    }
    case 'captureArchive':
    case 'captureDelete': {
      const rows = target(ctx, 'capture_inbox')
      if (rows.length === 0) return null
      const row = random.pick(rows)
      if (kind === 'captureDelete') {
        const sent = await send(ctx, { kind: 'remove', table: 'capture_inbox', id: row.id })
        if (sent.ok) model.remove(row.id)
        return { label: `capture_inbox delete ${row.id}`, acknowledged: sent.ok }
      }
      const patch = { status: 'archived' }
      const sent = await send(ctx, { kind: 'update', table: 'capture_inbox', id: row.id, patch })
      if (sent.ok) model.update(row.id, patch, sent.hlc, device)
      return { label: `capture_inbox archive ${row.id}`, acknowledged: sent.ok }
    }
    case 'roomMessage': {
      const advisorTargets = ctx.staff && random.chance(0.6) ? [random.pick(ctx.others).id] : []
      const values = {
        room_type: random.pick(ROOMS),
        content: mark,
        message_type: 'text',
        is_from_advisor: ctx.staff,
        target_user_ids: advisorTargets,
      }
      const sent = await send(ctx, { kind: 'insert', table: 'yel_room_messages', values })
      // The member's tier may change before the post is sent, so the server may refuse it (then it must
      // stay on the device as a failed write) or take it.
      if (sent.ok)
        model.insert({
          ...base,
          table: 'yel_room_messages',
          id: sent.id,
          values,
          hlc: sent.hlc,
          mayBeRefused: !ctx.staff,
          mark: { column: 'content', value: mark },
        })
      return { label: `yel_room_messages insert ${sent.id} ${JSON.stringify(values)}`, acknowledged: sent.ok }
    }
  }
}
