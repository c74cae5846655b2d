import { randomInt } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Caller, ServerState } from '../context.ts'
import { verifyToken } from '../jwt.ts'
import {
  BROADCAST_CHANNEL,
  type BroadcastMessage,
  channelPermissions,
  type Permissions,
  takeBroadcast,
} from './broadcast.ts'
import { CHANGE_CHANNEL, type Change, installCaptureTriggers, takeChange, visibleTo } from './changes.ts'
import {
  type ChangeFilter,
  decodeFrame,
  encodeFrame,
  type Frame,
  matchesFilter,
  parseChangeFilter,
  type Vsn,
} from './protocol.ts'

interface Binding {
  id: number
  event: string
  schema: string
  table: string | undefined
  filter: ChangeFilter | null
}

interface Channel {
  topic: string
  joinRef: string | null
  caller: Caller
  bindings: Binding[]
  broadcastSelf: boolean
  /** A private channel (config.private): joined only with read permission, see `channelPermissions`. */
  private: boolean
  permissions: Permissions
}

/** Hosted Realtime's limit on a topic's length. */
const MAX_TOPIC_LENGTH = 255
/** The topic as realtime.topic() and realtime.send() name it: without the client's `realtime:` prefix. */
const subTopic = (topic: string) => topic.replace(/^realtime:/, '')
const unauthorized = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic(topic)}`

interface Connection {
  socket: WebSocket
  vsn: Vsn
  apiCaller: Caller
  channels: Map<string, Channel>
}

export const REALTIME_PATH = '/realtime/v1/websocket'

interface HttpServerLike {
  on(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown
}

export async function attachRealtime(
  server: HttpServerLike,
  state: ServerState,
  onChange: (change: Change) => void = () => undefined,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 })
  const connections = new Set<Connection>()

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname !== REALTIME_PATH) {
      socket.destroy()
      return
    }
    const apikey = url.searchParams.get('apikey') ?? String(req.headers.apikey ?? '')
    verifyToken(apikey, state.keys).then(
      (claims) =>
        wss.handleUpgrade(req, socket, head, (ws) => {
          const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0'
          accept({
            socket: ws,
            vsn,
            apiCaller: { role: claims.role, claims, token: apikey },
            channels: new Map(),
          })
        }),
      () => {
        socket.end(
          'HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\n\r\n{"message":"Invalid API key"}',
        )
      },
    )
  })

  function send(connection: Connection, frame: Frame) {
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.send(encodeFrame(frame, connection.vsn))
  }
  const reply = (
    connection: Connection,
    frame: Frame,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ) => send(connection, { ...frame, event: 'phx_reply', payload: { status, response } })

  async function callerFor(connection: Connection, token: unknown): Promise<Caller> {
    if (typeof token !== 'string' || token === '') return connection.apiCaller
    const claims = await verifyToken(token, state.keys)
    return { role: claims.role, claims, token }
  }

  async function join(connection: Connection, frame: Frame) {
    const config = (frame.payload.config ?? {}) as Record<string, unknown>
    let caller: Caller
    try {
      caller = await callerFor(connection, frame.payload.access_token)
    } catch {
      reply(connection, frame, 'error', { reason: 'Invalid token' })
      return
    }
    if (frame.topic.length > MAX_TOPIC_LENGTH) {
      reply(connection, frame, 'error', { reason: `Topic is longer than ${MAX_TOPIC_LENGTH} characters` })
      return
    }
    const isPrivate = config.private === true
    const permissions = isPrivate
      ? await channelPermissions(state.db, caller, subTopic(frame.topic))
      : { read: true, write: true }
    if (!permissions.read) {
      reply(connection, frame, 'error', { reason: unauthorized(frame.topic) })
      return
    }
    const requested = Array.isArray(config.postgres_changes)
      ? (config.postgres_changes as Record<string, unknown>[])
      : []
    const bindings: Binding[] = []
    for (const item of requested) {
      const filter = parseChangeFilter(typeof item.filter === 'string' ? item.filter : undefined)
      if (filter === 'invalid') {
        reply(connection, frame, 'error', { reason: `Invalid filter: ${String(item.filter)}` })
        return
      }
      bindings.push({
        id: randomInt(1, 2 ** 31),
        event: String(item.event ?? '*').toUpperCase(),
        schema: typeof item.schema === 'string' ? item.schema : 'public',
        table: typeof item.table === 'string' ? item.table : undefined,
        filter,
      })
    }
    if (bindings.length > 0) await installCaptureTriggers(state.db).catch(() => undefined)
    const broadcast = (config.broadcast ?? {}) as { self?: boolean }
    connection.channels.set(frame.topic, {
      topic: frame.topic,
      joinRef: frame.join_ref ?? frame.ref,
      caller,
      bindings,
      broadcastSelf: broadcast.self === true,
      private: isPrivate,
      permissions,
    })
    // The client drops the subscription unless its list comes back in order, each with an id.
    reply(connection, frame, 'ok', {
      postgres_changes: requested.map((item, i) => ({ ...item, id: bindings[i]?.id })),
    })
    if (bindings.length > 0) {
      send(connection, {
        join_ref: frame.join_ref,
        ref: null,
        topic: frame.topic,
        event: 'system',
        payload: {
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          extension: 'postgres_changes',
          channel: frame.topic.replace(/^realtime:/, ''),
        },
      })
    }
  }

  async function onFrame(connection: Connection, frame: Frame) {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return reply(connection, frame, 'ok', {})
    const channel = connection.channels.get(frame.topic)
    switch (frame.event) {
      case 'phx_join':
        return join(connection, frame)
      case 'phx_leave':
        connection.channels.delete(frame.topic)
        reply(connection, frame, 'ok', {})
        return send(connection, { ...frame, event: 'phx_close', payload: {} })
      case 'access_token':
        if (channel) {
          try {
            channel.caller = await callerFor(connection, frame.payload.access_token)
          } catch {
            // An expired token keeps the previous identity until the client sends a valid one.
            return
          }
          if (channel.private) await reauthorise(connection, channel)
        }
        return
      case 'broadcast':
        if (channel?.private && !channel.permissions.write)
          return frame.ref
            ? reply(connection, frame, 'error', { reason: 'Unauthorized to broadcast' })
            : undefined
        for (const other of connections) {
          const target = other.channels.get(frame.topic)
          if (target && (other !== connection || target.broadcastSelf)) {
            send(other, {
              join_ref: target.joinRef,
              ref: null,
              topic: frame.topic,
              event: 'broadcast',
              payload: frame.payload,
            })
          }
        }
        return frame.ref ? reply(connection, frame, 'ok', {}) : undefined
      default:
        if (frame.ref)
          reply(connection, frame, channel ? 'ok' : 'error', channel ? {} : { reason: 'unmatched topic' })
    }
  }

  /** A new token on a private channel: read permission is checked again; lost, the channel closes. */
  async function reauthorise(connection: Connection, channel: Channel) {
    channel.permissions = await channelPermissions(state.db, channel.caller, subTopic(channel.topic))
    if (channel.permissions.read) return
    connection.channels.delete(channel.topic)
    send(connection, {
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: {
        status: 'error',
        extension: 'system',
        message: unauthorized(channel.topic),
        channel: subTopic(channel.topic),
      },
    })
    send(connection, {
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    })
  }

  /** A broadcast the database sent (realtime.send): to the channels of its topic, private with private. */
  function deliverBroadcast(message: BroadcastMessage) {
    const topic = `realtime:${message.topic}`
    for (const connection of connections) {
      const channel = connection.channels.get(topic)
      if (!channel || channel.private !== message.private) continue
      send(connection, {
        join_ref: channel.joinRef,
        ref: null,
        topic,
        event: 'broadcast',
        payload: {
          type: 'broadcast',
          event: message.event,
          payload: message.payload,
          meta: { id: message.id },
        },
      })
    }
  }

  function accept(connection: Connection) {
    connections.add(connection)
    connection.socket.on('message', (data) => {
      const frame = decodeFrame(String(data), connection.vsn)
      if (!frame) return
      onFrame(connection, frame).catch((error: unknown) => state.log.warn(`realtime: ${String(error)}`))
    })
    connection.socket.on('close', () => connections.delete(connection))
    connection.socket.on('error', () => connections.delete(connection))
  }

  async function deliver(change: Change) {
    const pk = Object.fromEntries(change.primaryKey.map((key) => [key, change.old_record?.[key]]))
    const record = change.type === 'DELETE' ? change.old_record : change.record
    for (const connection of connections) {
      for (const channel of connection.channels.values()) {
        const ids = channel.bindings
          .filter(
            (b) =>
              (b.event === '*' || b.event === change.type) &&
              (b.schema === '*' || b.schema === change.schema) &&
              (b.table === undefined || b.table === '*' || b.table === change.table) &&
              matchesFilter(b.filter, record ?? {}),
          )
          .map((b) => b.id)
        if (ids.length === 0 || !(await visibleTo(state.db, channel.caller, change))) continue
        send(connection, {
          join_ref: channel.joinRef,
          ref: null,
          topic: channel.topic,
          event: 'postgres_changes',
          payload: {
            ids,
            data: {
              schema: change.schema,
              table: change.table,
              commit_timestamp: change.commit_timestamp,
              type: change.type,
              columns: change.columns,
              record: change.record ?? {},
              // As on Supabase without REPLICA IDENTITY FULL: the old row carries its primary key only.
              old_record: change.type === 'INSERT' ? {} : pk,
              errors: null,
            },
          },
        })
      }
    }
  }

  let queue = Promise.resolve()
  await installCaptureTriggers(state.db)
  const unlisten = await state.db.listen(CHANGE_CHANNEL, (id) => {
    queue = queue
      .then(async () => {
        const change = await takeChange(state.db, id)
        if (!change) return
        await deliver(change)
        onChange(change)
      })
      .catch((error: unknown) => state.log.warn(`realtime delivery: ${String(error)}`))
  })

  let broadcasts = Promise.resolve()
  const unlistenBroadcasts = await state.db.listen(BROADCAST_CHANNEL, (id) => {
    broadcasts = broadcasts
      .then(async () => {
        const message = await takeBroadcast(state.db, id)
        if (message) deliverBroadcast(message)
      })
      .catch((error: unknown) => state.log.warn(`realtime broadcast: ${String(error)}`))
  })

  return {
    close: async () => {
      await unlisten()
      await unlistenBroadcasts()
      for (const connection of connections) connection.socket.terminate()
      await new Promise<void>((done) => wss.close(() => done()))
    },
  }
}
