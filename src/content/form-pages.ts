/**
 * Where each public form lives, by the name a service card's `cta_config.form` uses (000 §3: a
 * form CTA leads to the form). Unknown names fall back to the contact form.
 */
export const FORM_PAGES: Readonly<Record<string, string>> = {
  contact: '/contact#contact-form',
  advisory: '/advisory#advisory-form',
  partnership: '/partnerships#partnership-form',
  application: '/ventures#application-form',
  strategy_session: '/sessions#strategy-session-form',
  ecosystem: '/ecosystem-form#ecosystem-form',
  waitlist: '/join-waitlist#waitlist-form',
  membership_waitlist: '/membership-waitlist#membership-form',
}

export function formPage(form: string): string {
  return FORM_PAGES[form] ?? '/contact#contact-form'
}

/** Where an info card leads when its cta_config has no url: its location's page. */
export const LOCATION_PAGES: Readonly<Record<string, string>> = {
  advisory: '/advisory',
  founders: '/founders',
  investors: '/investors',
  ventures: '/ventures',
}

export function locationPage(location: string): string {
  return LOCATION_PAGES[location] ?? '/contact'
}
