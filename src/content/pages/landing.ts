import { PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'

/**
 * Landing pages by campaign slug (000 §2.2 /landing/{slug}). An unknown slug still lands: it gets the
 * general page, because the campaign link a visitor followed should never end on "not found".
 */
export const LANDING_PAGES: Readonly<Record<string, PageContent & { readonly title: string }>> = {
  'founders-raise': {
    title: 'Raise your next round without losing a quarter',
    eyebrow: 'For founders raising in the next 12 months',
    accent: 'founders',
    lead: `Start with a 90-minute strategy session (${PRICE_TEXT.strategySession}) on your equity story and milestones. Leave with a written plan for the round.`,
    ctas: [
      { label: 'Book a strategy session', to: '/sessions' },
      { label: 'Read the Funding Gaps Report', to: '/funding-gaps-report' },
    ],
    sections: [
      {
        heading: 'What the session covers',
        blocks: [
          {
            type: 'list',
            items: [
              'The three milestones this round must buy',
              'Your one-page equity story, tested out loud',
              'The gaps in the model and data room an investor will find first',
            ],
          },
        ],
      },
    ],
  },
  'investor-readiness': {
    title: 'Investor readiness in four weeks',
    eyebrow: 'The Investor Readiness Sprint',
    accent: 'founders',
    lead: 'Equity story, financial model, data room and two pitch rehearsals, ending with a readiness report you can share with the investors you choose.',
    ctas: [
      { label: 'See the price in your currency', to: '/pricing-guide' },
      { label: 'Talk to us', to: '/contact' },
    ],
    sections: [
      {
        heading: 'Week by week',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'The equity story',
              'The financial model',
              'The data room',
              'Rehearsals and the readiness report',
            ],
          },
        ],
      },
    ],
  },
  'fractional-leadership': {
    title: 'A senior strategy lead, two days a month',
    eyebrow: 'Fractional leadership',
    accent: 'advisory',
    lead: `A monthly retainer at ${PRICE_TEXT.retainerCampaign}: weekly advisory, board preparation and investor readiness, with one month’s notice.`,
    ctas: [
      { label: 'Request advisory support', to: '/advisory#advisory-form' },
      { label: 'Start with one session', to: '/sessions' },
    ],
    sections: [
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'p',
            text: 'Companies that need the judgement of a senior executive for a season — a market entry, a new board, a first institutional round — before they can justify hiring one.',
          },
        ],
      },
    ],
  },
}

export const DEFAULT_LANDING: PageContent & { readonly title: string } = {
  title: 'Welcome to JUL',
  eyebrow: 'Strategic advisory for founders and investors',
  lead: 'You followed a link made for a JUL campaign. Here is the short version: we help founders get ready for capital and scale, and investors see clearly what they back.',
  ctas: [
    { label: 'Explore advisory', to: '/advisory' },
    { label: 'See pricing', to: '/pricing-guide' },
  ],
  sections: [
    {
      heading: 'Where to go next',
      blocks: [
        {
          type: 'list',
          items: [
            [{ text: 'For founders', to: '/founders' }, ' — a fundable story and a plan your board believes'],
            [{ text: 'For investors', to: '/investors' }, ' — diligence, oversight and readiness reports'],
            [{ text: 'Strategy sessions', to: '/sessions' }, ` — ${PRICE_TEXT.strategySession}`],
          ],
        },
      ],
    },
  ],
}

export const LANDING_TEXTS = {
  remembered:
    'We will remember this page for 30 minutes: the Back to Landing Page button in the header brings you here.',
} as const

export function landingFor(slug: string): PageContent & { readonly title: string } {
  return LANDING_PAGES[slug] ?? DEFAULT_LANDING
}
