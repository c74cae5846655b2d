import QRCode from 'qrcode'
import type { InvokeFunction } from '../../data/functions.ts'
import type { CardTier } from '../../lib/tiers.ts'
import { downloadBlob } from '../../ui/download.ts'
import {
  cardFileName,
  type MembershipCard,
  type WalletMembership,
  walletDescription,
  walletUsesGet,
} from './membership-rules.ts'
import { MEMBERSHIP_TEXTS, WALLET_FUNCTION } from './texts.ts'

/**
 * The card's buttons (001 §2, 002 §4): the QR code drawn on the device (offline, no image service),
 * Download as a PNG, Share through the share sheet or the clipboard, and the wallet pass.
 */

/** 002 §4: white background, black foreground; the margin is in modules. */
export function qrDataUrl(data: string, size: number): Promise<string> {
  return QRCode.toDataURL(data, {
    width: size,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  })
}

/** Opens the QR image in a new tab (002 §4); a blob address, since tabs refuse data: pages. */
export async function openQrInNewTab(dataUrl: string) {
  const blob = await (await fetch(dataUrl)).blob()
  const url = URL.createObjectURL(blob)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** The card colours from the design tokens, so the PNG matches the card on screen. */
function tokenColours(tier: CardTier): { from: string; to: string; text: string } {
  const style = getComputedStyle(document.documentElement)
  const read = (name: string) => style.getPropertyValue(name).trim()
  return { from: read(`--card-${tier}-from`), to: read(`--card-${tier}-to`), text: read('--card-text') }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('QR image failed to load'))
    image.src = src
  })
}

/** The card drawn at 2× on a canvas: tier, member, number, card id and QR, as a PNG blob. */
export async function cardPng(card: MembershipCard, shownId: string): Promise<Blob> {
  const width = 856
  const height = 540
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('Canvas is not available')
  const colours = tokenColours(card.tier)
  const gradient = ctx.createLinearGradient(0, 0, width, height)
  gradient.addColorStop(0, colours.from)
  gradient.addColorStop(1, colours.to)
  ctx.fillStyle = gradient
  ctx.beginPath()
  ctx.roundRect(0, 0, width, height, 36)
  ctx.fill()
  ctx.fillStyle = colours.text
  ctx.font = '600 26px Inter, Arial, sans-serif'
  ctx.fillText('JUL', 48, 72)
  ctx.font = '700 44px Inter, Arial, sans-serif'
  ctx.fillText(card.display.title, 48, 128)
  ctx.font = '400 26px Inter, Arial, sans-serif'
  ctx.fillText(card.display.memberLabel, 48, 166)
  ctx.font = '600 34px Inter, Arial, sans-serif'
  ctx.fillText(card.memberName, 48, 392)
  ctx.font = '400 28px ui-monospace, monospace'
  ctx.fillText(card.cardNumber, 48, 438)
  ctx.font = '400 22px Inter, Arial, sans-serif'
  ctx.fillText(`ID ${shownId} · ${card.status}`, 48, 480)
  const qr = await loadImage(await qrDataUrl(card.qrCodeData, 200))
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(width - 264, height - 264, 216, 216)
  ctx.drawImage(qr, width - 256, height - 256, 200, 200)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  )
}

export async function downloadCardPng(card: MembershipCard, shownId: string) {
  downloadBlob(await cardPng(card, shownId), cardFileName(card, 'png'))
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled'

/** 000 §7: the device share sheet, else the site address copied to the clipboard. */
export async function shareCard(card: MembershipCard): Promise<ShareOutcome> {
  const url = window.location.origin
  const data = {
    title: `${card.display.title} membership`,
    text: `${card.memberName} · ${card.display.memberLabel}`,
    url,
  }
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  await navigator.clipboard.writeText(url)
  return 'copied'
}

export type WalletOutcome = { ok: true } | { ok: false; message: string }

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

/**
 * 001 §7: the pass from generate-apple-wallet-pass (GET with the membership in the query on iOS and
 * Safari, else POST). A pass file is downloaded as .pkpass; the function's JSON description as .json.
 * When the call fails the JSON description is made here and downloaded instead (the fallback).
 */
export async function requestWalletPass(
  invoke: InvokeFunction,
  card: MembershipCard,
  membership: WalletMembership,
  userAgent: string,
): Promise<WalletOutcome> {
  try {
    const data = walletUsesGet(userAgent)
      ? await invoke<unknown>(
          `${WALLET_FUNCTION}?membership=${encodeURIComponent(JSON.stringify(membership))}`,
          {
            method: 'GET',
          },
        )
      : await invoke<unknown>(WALLET_FUNCTION, { body: { membership } })
    if (data instanceof Blob) {
      downloadBlob(new Blob([data], { type: 'application/vnd.apple.pkpass' }), cardFileName(card, 'pkpass'))
    } else if (isObject(data)) {
      downloadBlob(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        cardFileName(card, 'json'),
      )
    } else {
      throw new Error('The wallet pass answer was empty')
    }
    return { ok: true }
  } catch (error) {
    console.error(MEMBERSHIP_TEXTS.walletFailed, error)
    downloadBlob(
      new Blob([walletDescription(membership)], { type: 'application/json' }),
      cardFileName(card, 'json'),
    )
    return { ok: false, message: MEMBERSHIP_TEXTS.walletFailed }
  }
}
