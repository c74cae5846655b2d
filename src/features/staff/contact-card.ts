/** A staff member's contact details, from their profile (000 §3), for the signature and the business card. */
export interface ContactDetails {
  name: string
  jobTitle: string | null
  company: string | null
  email: string
  phone: string | null
  website: string | null
  linkedin: string | null
}

interface ProfileLike {
  first_name: string | null
  last_name: string | null
  job_title: string | null
  company: string | null
  phone: string | null
  company_website: string | null
  linkedin_url: string | null
}

/** The profile's fields, the sign-in address and the display name when the profile has no name. */
export function contactFrom(
  profile: ProfileLike | undefined,
  email: string,
  displayName: string,
): ContactDetails {
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim()
  return {
    name: name || displayName,
    jobTitle: profile?.job_title ?? null,
    company: profile?.company ?? null,
    email,
    phone: profile?.phone ?? null,
    website: profile?.company_website ?? null,
    linkedin: profile?.linkedin_url ?? null,
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Profile values are user data: every one is escaped before it enters the signature's HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** Only http(s) links become links (a javascript: URL in a profile must never be clickable). */
function safeUrl(url: string | null): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** The signature as plain text, one detail per line. */
export function signatureText(contact: ContactDetails): string {
  const role = [contact.jobTitle, contact.company].filter(Boolean).join(', ')
  return [
    contact.name,
    role,
    contact.email,
    contact.phone,
    safeUrl(contact.website),
    safeUrl(contact.linkedin),
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n')
}

/**
 * The signature as HTML for mail clients: a one-cell table with inline styles (mail clients drop style
 * sheets), the JUL brass rule, and links for mail, phone and the site.
 */
export function signatureHtml(contact: ContactDetails): string {
  const role = [contact.jobTitle, contact.company].filter(Boolean).join(', ')
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:#7a5c1e;text-decoration:none">${escapeHtml(text)}</a>`
  const website = safeUrl(contact.website)
  const linkedin = safeUrl(contact.linkedin)
  const lines = [
    `<strong style="font-size:15px;color:#111111">${escapeHtml(contact.name)}</strong>`,
    role ? `<span style="color:#555555">${escapeHtml(role)}</span>` : null,
    link(`mailto:${contact.email}`, contact.email),
    contact.phone ? link(telHref(contact.phone), contact.phone) : null,
    website ? link(website, website.replace(/^https?:\/\//, '').replace(/\/$/, '')) : null,
    linkedin ? link(linkedin, 'LinkedIn') : null,
  ].filter((line): line is string => line !== null)
  return [
    '<table cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;line-height:1.5">',
    '<tr><td style="border-left:3px solid #b08d3c;padding-left:12px">',
    lines.join('<br>'),
    '</td></tr></table>',
  ].join('')
}

function vcardEscape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1')
}

/** A vCard 3.0 of the contact: what the business card's QR code and download carry. */
export function vCard(contact: ContactDetails): string {
  const [first = '', ...rest] = contact.name.split(' ')
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${vcardEscape(rest.join(' '))};${vcardEscape(first)};;;`,
    `FN:${vcardEscape(contact.name)}`,
    contact.company ? `ORG:${vcardEscape(contact.company)}` : null,
    contact.jobTitle ? `TITLE:${vcardEscape(contact.jobTitle)}` : null,
    `EMAIL;TYPE=INTERNET:${vcardEscape(contact.email)}`,
    contact.phone ? `TEL;TYPE=WORK,VOICE:${vcardEscape(contact.phone)}` : null,
    safeUrl(contact.website) ? `URL:${vcardEscape(safeUrl(contact.website) ?? '')}` : null,
    'END:VCARD',
  ]
  return lines.filter((line): line is string => line !== null).join('\r\n')
}
