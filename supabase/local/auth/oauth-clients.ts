import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { HonoEnv } from '../context.ts'
import type { Tx } from '../db.ts'
import { body, json } from './http.ts'
import { type AuthKit, isUuid } from './kit.ts'
import { authError } from './store.ts'

/**
 * GoTrue's OAuth 2.1 server, the part a project's back office uses: registering the apps that may
 * sign members in through this project (`/admin/oauth/clients`, service role only). Off unless
 * GOTRUE_OAUTH_SERVER_ENABLED, as on a hosted project. Rules and texts are GoTrue's
 * (`internal/api/oauthserver`): redirect URIs 1–10, https (http only for localhost), no fragment;
 * grant types authorization_code and refresh_token; a confidential client gets a secret once, kept as
 * its SHA-256; deletes are soft.
 */

const GRANT_TYPES = ['authorization_code', 'refresh_token'] as const
const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'] as const
const CLIENT_TYPES = ['public', 'confidential'] as const
const DANGEROUS_SCHEMES = ['javascript', 'data', 'file', 'vbscript', 'about', 'blob']
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]']

type ClientRow = {
  id: string
  client_type: string
  token_endpoint_auth_method: string
  registration_type: string
  redirect_uris: string
  grant_types: string
  client_name: string | null
  client_uri: string | null
  logo_uri: string | null
  created_at: string
  updated_at: string
}

const invalid = (message: string) => authError(400, 'validation_failed', message)

function redirectUriProblem(uri: string): string | null {
  if (uri === '') return 'redirect URI cannot be empty'
  let parsed: URL
  try {
    parsed = new URL(uri)
  } catch {
    return 'must have scheme and host'
  }
  const scheme = parsed.protocol.slice(0, -1)
  if (DANGEROUS_SCHEMES.includes(scheme.toLowerCase()))
    return `scheme '${scheme}' is not allowed for security reasons`
  if (parsed.host === '') return 'must have scheme and host'
  if (scheme === 'http' && !LOCAL_HOSTS.includes(parsed.hostname))
    return 'HTTP scheme only allowed for localhost'
  if (parsed.hash !== '') return 'fragment not allowed in redirect URI'
  return null
}

function stringList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw invalid(`${name} must be a list of strings`)
  return value
}

function redirectUris(value: unknown, required: boolean): string[] {
  if (value === undefined || value === null) {
    if (required) throw invalid('redirect_uris is required')
    return []
  }
  const uris = stringList(value, 'redirect_uris')
  if (uris.length === 0)
    throw invalid(required ? 'redirect_uris is required' : 'redirect_uris cannot be empty')
  if (uris.length > 10) throw invalid('redirect_uris cannot exceed 10 items')
  for (const uri of uris) {
    const problem = redirectUriProblem(uri)
    if (problem) throw invalid(`invalid redirect_uri '${uri}': ${problem}`)
  }
  return uris
}

function grantTypes(value: unknown): string[] {
  const types = stringList(value, 'grant_types')
  if (types.length === 0) throw invalid('grant_types cannot be empty')
  if (!types.every((t) => (GRANT_TYPES as readonly string[]).includes(t)))
    throw invalid("grant_types must only contain 'authorization_code' and/or 'refresh_token'")
  return types
}

function optionalText(value: unknown, name: string, max: number, isUrl: boolean): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') throw invalid(`${name} must be a string`)
  if (value.length > max) throw invalid(`${name} cannot exceed ${max} characters`)
  if (isUrl && !URL.canParse(value)) throw invalid(`${name} must be a valid URL`)
  return value
}

function authMethod(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string' || !(AUTH_METHODS as readonly string[]).includes(value))
    throw invalid(`token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(' ')}]`)
  return value
}

/** A confidential client's secret: shown once, stored as its SHA-256 (GoTrue's `hashClientSecret`). */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url')
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') }
}

const split = (list: string) => (list === '' ? [] : list.split(','))

function clientJson(row: ClientRow, secret?: string) {
  return {
    client_id: row.id,
    ...(secret === undefined ? {} : { client_secret: secret }),
    client_type: row.client_type,
    redirect_uris: split(row.redirect_uris),
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    grant_types: split(row.grant_types),
    response_types: ['code'],
    ...(row.client_name ? { client_name: row.client_name } : {}),
    ...(row.client_uri ? { client_uri: row.client_uri } : {}),
    ...(row.logo_uri ? { logo_uri: row.logo_uri } : {}),
    registration_type: row.registration_type,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

const COLUMNS = `id::text as id, client_type, token_endpoint_auth_method, registration_type, redirect_uris,
  grant_types, client_name, client_uri, logo_uri, created_at::text as created_at, updated_at::text as updated_at`

async function liveClient(t: Tx, c: Context<HonoEnv>): Promise<ClientRow> {
  const id = c.req.param('id')
  if (!isUuid(id)) throw invalid('invalid client_id format')
  const [row] = await t.query<ClientRow>(
    `select ${COLUMNS} from auth.oauth_clients where id = $1::text::uuid and deleted_at is null`,
    [id],
  )
  if (!row) throw authError(404, 'oauth_client_not_found', 'OAuth client not found')
  return row
}

export function oauthClientRoutes(app: Hono<HonoEnv>, kit: AuthKit) {
  const { tx, state } = kit

  const admin = (c: Context<HonoEnv>) => {
    kit.requireAdmin(c)
    if (!state.auth.oauthServer) throw authError(404, 'feature_disabled', 'OAuth server is disabled')
  }

  app.post('/admin/oauth/clients', async (c) => {
    admin(c)
    const input = await body(c)
    const uris = redirectUris(input.redirect_uris, true)
    const grants =
      input.grant_types === undefined || (Array.isArray(input.grant_types) && input.grant_types.length === 0)
        ? [...GRANT_TYPES]
        : grantTypes(input.grant_types)
    const name = optionalText(input.client_name, 'client_name', 1024, false)
    const clientUri = optionalText(input.client_uri, 'client_uri', 2048, true)
    const logoUri = optionalText(input.logo_uri, 'logo_uri', 2048, true)
    const explicitType = input.client_type ?? ''
    if (explicitType !== '' && !(CLIENT_TYPES as readonly unknown[]).includes(explicitType))
      throw invalid("client_type must be 'public' or 'confidential'")
    const method = authMethod(input.token_endpoint_auth_method)
    const impliedType = method === null ? null : method === 'none' ? 'public' : 'confidential'
    if (explicitType !== '' && impliedType !== null && explicitType !== impliedType)
      throw invalid(
        `client_type '${String(explicitType)}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${impliedType}')`,
      )
    const clientType = explicitType !== '' ? String(explicitType) : (impliedType ?? 'confidential')
    const finalMethod = method ?? (clientType === 'public' ? 'none' : 'client_secret_basic')
    const secret = clientType === 'confidential' ? newSecret() : null
    const row = await tx(async (t) => {
      const [created] = await t.query<ClientRow>(
        `insert into auth.oauth_clients (id, client_secret_hash, registration_type, redirect_uris, grant_types,
           client_name, client_uri, logo_uri, client_type, token_endpoint_auth_method)
         values ($1::text::uuid, $2, 'manual', $3, $4, $5, $6, $7, $8, $9)
         returning ${COLUMNS}`,
        [
          randomUUID(),
          secret?.hash ?? null,
          uris.join(','),
          grants.join(','),
          name,
          clientUri,
          logoUri,
          clientType,
          finalMethod,
        ],
      )
      return created as ClientRow
    })
    return json(c, 201, JSON.stringify(clientJson(row, secret?.secret)))
  })

  app.get('/admin/oauth/clients', async (c) => {
    admin(c)
    const rows = await tx((t) =>
      t.query<ClientRow>(
        `select ${COLUMNS} from auth.oauth_clients where deleted_at is null order by created_at desc, id`,
      ),
    )
    return json(c, 200, JSON.stringify({ clients: rows.map((row) => clientJson(row)) }))
  })

  app.get('/admin/oauth/clients/:id', async (c) => {
    admin(c)
    return json(c, 200, JSON.stringify(clientJson(await tx((t) => liveClient(t, c)))))
  })

  app.put('/admin/oauth/clients/:id', async (c) => {
    admin(c)
    const input = await body(c)
    const fields = [
      'redirect_uris',
      'grant_types',
      'client_name',
      'client_uri',
      'logo_uri',
      'token_endpoint_auth_method',
    ]
    if (fields.every((f) => input[f] === undefined)) throw invalid('No fields provided for update')
    const updated = await tx(async (t) => {
      const row = await liveClient(t, c)
      const method = authMethod(input.token_endpoint_auth_method)
      if (method !== null && (method === 'none') !== (row.client_type === 'public'))
        throw invalid(
          `token_endpoint_auth_method '${method}' is not valid for client_type '${row.client_type}'; valid methods: [${row.client_type === 'public' ? 'none' : 'client_secret_basic client_secret_post'}]`,
        )
      const next = {
        redirect_uris:
          input.redirect_uris === undefined
            ? row.redirect_uris
            : redirectUris(input.redirect_uris, false).join(','),
        grant_types:
          input.grant_types === undefined ? row.grant_types : grantTypes(input.grant_types).join(','),
        client_name:
          input.client_name === undefined
            ? row.client_name
            : optionalText(input.client_name, 'client_name', 1024, false),
        client_uri:
          input.client_uri === undefined
            ? row.client_uri
            : optionalText(input.client_uri, 'client_uri', 2048, true),
        logo_uri:
          input.logo_uri === undefined ? row.logo_uri : optionalText(input.logo_uri, 'logo_uri', 2048, true),
        token_endpoint_auth_method: method ?? row.token_endpoint_auth_method,
      }
      const [saved] = await t.query<ClientRow>(
        `update auth.oauth_clients set redirect_uris = $2, grant_types = $3, client_name = $4, client_uri = $5,
           logo_uri = $6, token_endpoint_auth_method = $7, updated_at = now()
         where id = $1::text::uuid returning ${COLUMNS}`,
        [
          row.id,
          next.redirect_uris,
          next.grant_types,
          next.client_name,
          next.client_uri,
          next.logo_uri,
          next.token_endpoint_auth_method,
        ],
      )
      return saved as ClientRow
    })
    return json(c, 200, JSON.stringify(clientJson(updated)))
  })

  app.delete('/admin/oauth/clients/:id', async (c) => {
    admin(c)
    await tx(async (t) => {
      const row = await liveClient(t, c)
      await t.query('update auth.oauth_clients set deleted_at = now() where id = $1::text::uuid', [row.id])
    })
    return new Response(null, { status: 204 })
  })

  app.post('/admin/oauth/clients/:id/regenerate_secret', async (c) => {
    admin(c)
    const secret = newSecret()
    const row = await tx(async (t) => {
      const found = await liveClient(t, c)
      if (found.client_type !== 'confidential') throw invalid('Cannot regenerate secret for public client')
      const [saved] = await t.query<ClientRow>(
        `update auth.oauth_clients set client_secret_hash = $2, updated_at = now()
         where id = $1::text::uuid returning ${COLUMNS}`,
        [found.id, secret.hash],
      )
      return saved as ClientRow
    })
    return json(c, 200, JSON.stringify(clientJson(row, secret.secret)))
  })
}
