import { FUNNEL, PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'

/** Location headings of the service-card groups on the pricing page (000 §3 `location`). */
export const LOCATION_HEADINGS: Readonly<Record<string, string>> = {
  main: 'Core engagements',
  advisory: 'Advisory',
  founders: 'For founders',
  investors: 'For investors',
  ventures: 'Ventures',
  home: 'Ways to start',
}

export const SECTION_HEADINGS: Readonly<Record<string, string>> = {
  main: 'Services',
  featured: 'Featured',
  addon: 'Add-ons',
}

export const PRICING_TEXTS = {
  loading: 'Loading services...',
  empty: 'No services are on offer right now. Write to us and we will tell you what we can do.',
  error: 'The services could not be loaded.',
  retry: 'Try again',
  currencyNote: 'Prices in',
  changeCurrency: 'Change it with the currency button at the top of the page.',
  contactPrice: 'Contact',
  signInToPay: 'Sign in to pay online',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  calendarFailed: 'Failed to open booking calendar',
  offline: 'You are offline. Online payment and booking need a connection; the prices stay here.',
} as const

export const FUNNEL_STEPS = [
  {
    title: 'Strategy session',
    price: PRICE_TEXT.strategySession,
    text: 'One decision, 90 minutes, a written summary within 48 hours. Credited against your first retainer month.',
    link: { label: 'Book a session', to: '/sessions' },
  },
  {
    title: 'Monthly retainer',
    price: `${PRICE_TEXT.retainerCampaign} in our campaigns · ${PRICE_TEXT.retainerWidget} in the booking widget`,
    text: 'Weekly advisory, board and investor preparation and Console Pro included. One month’s notice.',
    link: { label: 'How a retainer works', to: '/advisory' },
  },
  {
    title: 'Equity partnership',
    price: `${PRICE_TEXT.equity} equity`,
    text: `Selective and by application. Grants between ${FUNNEL.equity.minPercent}% and ${FUNNEL.equity.maxPercent}%, vesting over 24 months.`,
    link: { label: 'Apply', to: '/ventures#application-form' },
  },
] as const

export const PLAN_TABLES = {
  console: {
    caption: 'Members’ console (desktop)',
    head: ['Plan', 'Price', 'What you get'],
    rows: [
      ['Standard', 'Free', 'View your sessions, board, agreements and templates'],
      ['Pro', `${PRICE_TEXT.consolePro}`, 'Full editing, export, two-way messaging, Pro templates'],
    ],
  },
  mobile: {
    caption: 'Mobile companion',
    head: ['Plan', 'Price', 'What you get'],
    rows: [
      [
        'Free',
        `${PRICE_TEXT.mobileFree} forever`,
        'Dashboards, board, session summaries, agreements, offline mode',
      ],
      ['Premium', PRICE_TEXT.mobilePremium, 'Quick capture, voice memos, attachments, unlimited chirps'],
      ['Pro', PRICE_TEXT.mobilePro, 'AI voice assistant, proposal digest, export toolkit, real-time alerts'],
    ],
  },
} as const

export const PRICING: PageContent = {
  eyebrow: 'Pricing',
  lead: 'Every price on one page. Advisory is priced per engagement; the console and the mobile app are priced per month. Services below are shown in your currency — change it with the currency button.',
  sections: [
    {
      heading: 'How engagements grow',
      id: 'funnel',
      blocks: [
        {
          type: 'p',
          text: 'Most clients start with a session, some continue on a retainer and a few become equity partnerships. Each step is optional.',
        },
      ],
    },
    { heading: 'Services', id: 'services', blocks: [] },
    {
      heading: 'Software plans',
      id: 'plans',
      blocks: [
        {
          type: 'p',
          text: 'The members’ console and the mobile companion are billed separately. Console Pro is billed monthly by card; mobile plans are bought through the App Store or Google Play.',
        },
        { type: 'table', ...PLAN_TABLES.console },
        { type: 'table', ...PLAN_TABLES.mobile },
      ],
    },
    {
      heading: 'Good to know',
      blocks: [
        {
          type: 'list',
          items: [
            'Prices exclude VAT where it applies. UK clients are charged VAT at the standard rate.',
            'Card prices are set per currency, not converted daily; a service without a price in your currency is charged in euro.',
            [
              'Sessions can be rescheduled up to 24 hours before, free of charge. Refunds follow the ',
              { text: 'service cards terms', to: '/service-cards-terms' },
              '.',
            ],
            'Paying online needs an account; you can create one at checkout in a minute.',
          ],
        },
      ],
    },
  ],
}
