import { createHash, webcrypto } from 'node:crypto'

// A software WebAuthn authenticator (ES256, "none" attestation) for backend tests: it answers
// registration and authentication options exactly as a browser's navigator.credentials would, in the
// JSON shape @simplewebauthn/browser sends. The end-to-end test uses Chromium's virtual authenticator.

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor }

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length]
  if (length < 256) return [(major << 5) | 24, length]
  return [(major << 5) | 25, length >> 8, length & 255]
}

function cbor(value: Cbor): number[] {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = [...new TextEncoder().encode(value)]
    return [...head(3, bytes.length), ...bytes]
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value]
  if (Array.isArray(value)) return [...head(4, value.length), ...value.flatMap(cbor)]
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
  return [...head(5, entries.length), ...entries.flatMap(([key, item]) => [...cbor(key), ...cbor(item)])]
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest())
const u32 = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]

/** WebCrypto's raw r‖s signature as the DER sequence WebAuthn's ES256 uses. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0
    while (start < bytes.length - 1 && bytes[start] === 0) start++
    const trimmed = [...bytes.slice(start)]
    const body = (trimmed[0] ?? 0) & 0x80 ? [0, ...trimmed] : trimmed
    return [0x02, body.length, ...body]
  }
  const sequence = [...integer(raw.slice(0, 32)), ...integer(raw.slice(32))]
  return new Uint8Array([0x30, sequence.length, ...sequence])
}

interface Options {
  challenge: string
  rp?: { id?: string }
  rpId?: string
  user?: { id: string }
}

export async function softAuthenticator(origin: string) {
  const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])
  const jwk = await webcrypto.subtle.exportKey('jwk', keys.publicKey)
  const credentialId = webcrypto.getRandomValues(new Uint8Array(16))
  let counter = 0
  const cose = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
  ])
  const clientData = (type: string, challenge: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    credentialId: b64url(credentialId),
    register(options: Options) {
      const rpId = options.rp?.id ?? new URL(origin).hostname
      const authData = new Uint8Array([
        ...sha256(rpId),
        0x45,
        ...u32(counter),
        ...new Uint8Array(16),
        0,
        credentialId.length,
        ...credentialId,
        ...cbor(cose),
      ])
      const attestationObject = new Uint8Array(cbor({ fmt: 'none', attStmt: {}, authData }))
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    async authenticate(options: Options, overrideOrigin?: string) {
      counter += 1
      const rpId = options.rpId ?? new URL(origin).hostname
      const authData = new Uint8Array([...sha256(rpId), 0x05, ...u32(counter)])
      const data = overrideOrigin
        ? new TextEncoder().encode(
            JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: overrideOrigin }),
          )
        : clientData('webauthn.get', options.challenge)
      const signed = new Uint8Array([...authData, ...sha256(data)])
      const raw = new Uint8Array(
        await webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed),
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(derSignature(raw)),
        },
        clientExtensionResults: {},
      }
    },
  }
}
