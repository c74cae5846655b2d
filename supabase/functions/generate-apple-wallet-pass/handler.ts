import { Buffer } from 'node:buffer'
import { PKPass } from 'passkit-generator'
import { z } from 'zod'
import { type Caller, requireCaller } from '../_shared/caller.ts'
import { corsHeaders, type FunctionEnv } from '../_shared/function-env.ts'
import { defineFunction, type FunctionCall, FunctionError, parseInput, readJson } from '../_shared/http.ts'
import { memberClient, orThrow, serviceClient } from '../_shared/project-client.ts'
import { type CardData, ICONS, passJson } from './pass-design.ts'

// 001 §7 / 002 §4: GET with the membership JSON in the query (iOS / Safari) or POST { membership }
// → a signed .pkpass (passkit-generator) when the Apple certificates are configured; otherwise the
// JSON description of the same pass, as a download (the spec's fallback).
// The card's facts come from the server, never from the request: the stored pass row when there is
// one, else the tier the member's mobile plan gives (002 §3: free → base, premium → standard, pro →
// pro). The request supplies only display text (name, company) and the client-made card number.

const membershipInput = z.object({
  id: z.string().max(100).optional(),
  membership_tier: z.string().max(50).optional(),
  card_number: z.string().max(50).optional(),
  user_name: z.string().trim().min(1, 'is required').max(100),
  company: z.string().trim().max(200).nullable().optional(),
  issued_date: z.string().max(40).nullable().optional(),
  expiry_date: z.string().max(40).nullable().optional(),
  qr_code_data: z.string().max(200).optional(),
})
type MembershipInput = z.infer<typeof membershipInput>

const CARD_NUMBER = /^JUL-\d{8}$/
const TIER_FROM_MOBILE: Readonly<Record<string, string>> = { free: 'base', premium: 'standard', pro: 'pro' }
const today = () => new Date().toISOString().slice(0, 10)
/** 000 §9: a fixed prefix plus 8 random digits, as the app makes it when no record exists. */
const randomCardNumber = () =>
  `JUL-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte % 10).join('')}`

async function membershipFrom(req: Request): Promise<MembershipInput> {
  if (req.method === 'POST') {
    return (await readJson(req, z.object({ membership: membershipInput }))).membership
  }
  const raw = new URL(req.url).searchParams.get('membership')
  if (!raw) throw new FunctionError(400, 'membership: is required')
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    throw new FunctionError(400, 'membership: must be JSON')
  }
  return parseInput(membershipInput, value)
}

async function cardFor(env: FunctionEnv, caller: Caller, input: MembershipInput): Promise<CardData> {
  const [stored] = orThrow(
    await serviceClient(env)
      .from('jul_memberships')
      .select('membership_tier,status,card_number,issued_date,expiry_date')
      .eq('user_id', caller.id)
      .eq('membership_kind', 'pass'),
    'select jul_memberships',
  )
  const display = {
    userName: input.user_name,
    company: input.company ?? null,
    qrCodeData: `JUL-MEMBER-${caller.id}`,
  }
  if (stored) {
    return {
      ...display,
      tier: stored.membership_tier,
      status: stored.status,
      cardNumber: stored.card_number ?? randomCardNumber(),
      issuedDate: stored.issued_date ?? today(),
      expiryDate: stored.expiry_date,
    }
  }
  const mobileTier = orThrow(await memberClient(env, caller.token).rpc('mobile_tier'), 'rpc mobile_tier')
  return {
    ...display,
    tier: TIER_FROM_MOBILE[mobileTier] ?? 'base',
    status: 'active',
    cardNumber:
      input.card_number && CARD_NUMBER.test(input.card_number) ? input.card_number : randomCardNumber(),
    issuedDate: input.issued_date?.slice(0, 10) || today(),
    expiryDate: null,
  }
}

const certificatesOf = (env: FunctionEnv) =>
  env.APPLE_PASS_TYPE_ID &&
  env.APPLE_TEAM_ID &&
  env.APPLE_PASS_CERT_PEM &&
  env.APPLE_PASS_KEY_PEM &&
  env.APPLE_WWDR_CERT_PEM
    ? {
        ids: { passTypeIdentifier: env.APPLE_PASS_TYPE_ID, teamIdentifier: env.APPLE_TEAM_ID },
        certificates: {
          wwdr: env.APPLE_WWDR_CERT_PEM,
          signerCert: env.APPLE_PASS_CERT_PEM,
          signerKey: env.APPLE_PASS_KEY_PEM,
          ...(env.APPLE_PASS_KEY_PASSPHRASE ? { signerKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE } : {}),
        },
      }
    : null

function signedPass(
  call: FunctionCall,
  card: CardData,
  config: NonNullable<ReturnType<typeof certificatesOf>>,
) {
  try {
    const files: Record<string, Buffer> = {
      'pass.json': Buffer.from(JSON.stringify(passJson(card, config.ids))),
    }
    for (const [name, base64] of Object.entries(ICONS)) files[name] = Buffer.from(base64, 'base64')
    return new Uint8Array(new PKPass(files, config.certificates).getAsBuffer())
  } catch (error) {
    call.log.sign_error = error instanceof Error ? error.message : String(error)
    throw new FunctionError(502, 'Failed to generate Apple Wallet pass')
  }
}

export default defineFunction('generate-apple-wallet-pass', ['GET', 'POST'], async (call) => {
  const caller = requireCaller(call)
  const card = await cardFor(call.env, caller, await membershipFrom(call.req))
  const config = certificatesOf(call.env)
  call.log.signed = config !== null
  call.log.tier = card.tier
  const filename = `jul-membership-${card.cardNumber}`
  if (!config) {
    const description = {
      format: 'json-description',
      reason: 'Apple Wallet signing certificates are not configured',
      pass: passJson(card, { passTypeIdentifier: 'pass.example.jul.membership', teamIdentifier: 'UNSIGNED' }),
    }
    return new Response(JSON.stringify(description, null, 2), {
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/json',
        'Content-Disposition': `attachment; filename="${filename}.json"`,
      },
    })
  }
  return new Response(signedPass(call, card, config), {
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/vnd.apple.pkpass',
      'Content-Disposition': `attachment; filename="${filename}.pkpass"`,
    },
  })
})
