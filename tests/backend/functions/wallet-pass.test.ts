import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import walletPass from '../../../supabase/functions/generate-apple-wallet-pass/handler.ts'
import { backend, clientFor, newUser, serviceClient } from '../support/backend.ts'
import { callHandler, functionEnv, invokeError } from '../support/functions.ts'

const membership = (extra: Record<string, unknown> = {}) => ({
  id: 'mobile-sample',
  membership_tier: 'pro',
  card_number: 'JUL-12345678',
  user_name: 'nina',
  company: 'Newco',
  issued_date: '2026-11-20',
  expiry_date: null,
  qr_code_data: 'JUL-MEMBER-forged',
  ...extra,
})

describe('generate-apple-wallet-pass without certificates (the JSON description)', () => {
  it('describes the pass from server facts: a member without a plan gets Forge whatever the body claims', async () => {
    const member = await newUser(backend(), 'wallet')
    const { data, error } = await member.client.functions.invoke('generate-apple-wallet-pass', {
      body: { membership: membership() },
    })
    expect(error).toBeNull()
    const description = data as { format: string; pass: Record<string, unknown> }
    expect(description.format).toBe('json-description')
    expect(description.pass).toMatchObject({
      serialNumber: 'JUL-12345678',
      logoText: 'JUL FORGE',
      storeCard: { primaryFields: [{ key: 'member', label: 'Forge Member', value: 'nina' }] },
      barcodes: [{ format: 'PKBarcodeFormatQR', message: `JUL-MEMBER-${member.id}` }],
    })
  })

  it('uses the stored pass row when there is one (GET with the membership in the query)', async () => {
    const member = await newUser(backend(), 'wallet')
    await serviceClient(backend()).from('jul_memberships').insert({
      user_id: member.id,
      membership_tier: 'standard',
      status: 'active',
      card_number: 'JUL-87654321',
      issued_date: '2026-01-02',
    })
    const query = encodeURIComponent(JSON.stringify(membership()))
    const { data, error } = await member.client.functions.invoke(
      `generate-apple-wallet-pass?membership=${query}`,
      {
        method: 'GET',
      },
    )
    expect(error).toBeNull()
    expect((data as { pass: Record<string, unknown> }).pass).toMatchObject({
      serialNumber: 'JUL-87654321',
      logoText: 'JUL WORKSHOP',
      storeCard: {
        secondaryFields: [
          { key: 'card', value: 'JUL-87654321' },
          { key: 'status', value: 'ACTIVE' },
        ],
      },
    })
  })

  it('refuses a missing or malformed membership with 400, and anon with 401', async () => {
    const member = await newUser(backend(), 'wallet')
    const missing = await member.client.functions.invoke('generate-apple-wallet-pass', { body: {} })
    expect((await invokeError(missing.error)).status).toBe(400)
    const notJson = await member.client.functions.invoke('generate-apple-wallet-pass?membership=%7Bnope', {
      method: 'GET',
    })
    expect(await invokeError(notJson.error)).toEqual({
      status: 400,
      body: { error: 'membership: must be JSON' },
    })
    const anon = await clientFor(backend()).functions.invoke('generate-apple-wallet-pass', {
      body: { membership: membership() },
    })
    expect((await invokeError(anon.error)).status).toBe(401)
  })
})

describe('generate-apple-wallet-pass with certificates (passkit-generator)', () => {
  let dir: string
  let certificates: Record<string, string>
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'jul-wallet-'))
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-subj',
      '/CN=Test WWDR',
      '-days',
      '2',
    )
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'signer.key',
      '-out',
      'signer.csr',
      '-subj',
      '/CN=Pass Type ID: pass.example.jul/OU=TEAM123456',
    )
    openssl(
      'x509',
      '-req',
      '-in',
      'signer.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'signer.pem',
      '-days',
      '2',
    )
    const read = (name: string) => readFileSync(join(dir, name), 'utf8')
    certificates = {
      APPLE_PASS_TYPE_ID: 'pass.example.jul',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_WWDR_CERT_PEM: read('ca.pem'),
      APPLE_PASS_CERT_PEM: read('signer.pem'),
      APPLE_PASS_KEY_PEM: read('signer.key'),
    }
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers a signed .pkpass whose manifest and signature match its pass.json', async () => {
    const member = await newUser(backend(), 'wallet')
    const answer = await callHandler(walletPass, functionEnv(certificates), {
      token: member.accessToken,
      body: { membership: membership() },
    })
    expect(answer.status).toBe(200)
    expect(answer.response.headers.get('content-type')).toBe('application/vnd.apple.pkpass')
    writeFileSync(join(dir, 'card.pkpass'), new Uint8Array(await answer.response.arrayBuffer()))
    execFileSync('unzip', ['-o', '-q', 'card.pkpass', '-d', 'card'], { cwd: dir })
    const pass = JSON.parse(readFileSync(join(dir, 'card/pass.json'), 'utf8')) as Record<string, unknown>
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.example.jul',
      teamIdentifier: 'TEAM123456',
      logoText: 'JUL FORGE',
    })
    const manifest = JSON.parse(readFileSync(join(dir, 'card/manifest.json'), 'utf8')) as Record<
      string,
      string
    >
    const sha1 = createHash('sha1')
      .update(readFileSync(join(dir, 'card/pass.json')))
      .digest('hex')
    expect(manifest['pass.json']).toBe(sha1)
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['icon.png', 'icon@2x.png']))
    // The detached PKCS #7 signature over manifest.json verifies with the signer's certificate.
    openssl(
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'card/signature',
      '-content',
      'card/manifest.json',
      '-noverify',
      '-out',
      'verified.json',
    )
    expect(readFileSync(join(dir, 'verified.json'), 'utf8')).toBe(
      readFileSync(join(dir, 'card/manifest.json'), 'utf8'),
    )
  })

  it('answers 502 with the spec message when the certificates cannot sign', async () => {
    const member = await newUser(backend(), 'wallet')
    const answer = await callHandler(
      walletPass,
      functionEnv({ ...certificates, APPLE_PASS_KEY_PEM: 'not a key' }),
      {
        token: member.accessToken,
        body: { membership: membership() },
      },
    )
    expect(answer.status).toBe(502)
    expect(answer.json).toEqual({ error: 'Failed to generate Apple Wallet pass' })
  })
})
