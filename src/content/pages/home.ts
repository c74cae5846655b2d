import { PRICE_TEXT } from '../company.ts'
import type { Accent, CallToAction, RichText } from '../types.ts'

export interface HomeCard {
  readonly title: string
  readonly text: RichText
  readonly link: CallToAction
  readonly accent?: Accent
}

export interface HomeContent {
  readonly eyebrow: string
  readonly lead: string
  readonly ctas: readonly CallToAction[]
  readonly offer: { readonly heading: string; readonly intro: string; readonly items: readonly HomeCard[] }
  readonly audiences: {
    readonly heading: string
    readonly intro: string
    readonly items: readonly HomeCard[]
  }
  readonly funnel: {
    readonly heading: string
    readonly intro: string
    readonly steps: readonly { readonly title: string; readonly price: string; readonly text: string }[]
  }
  readonly proof: { readonly heading: string; readonly intro: string; readonly items: readonly HomeCard[] }
  readonly product: { readonly heading: string; readonly intro: string; readonly items: readonly HomeCard[] }
  readonly services: { readonly heading: string; readonly intro: string }
  readonly closing: {
    readonly heading: string
    readonly text: string
    readonly ctas: readonly CallToAction[]
  }
}

export const HOME: HomeContent = {
  eyebrow: 'Fractional leadership · Investor readiness · Strategic advisory',
  lead: 'JUL is a strategic advisor and venture partner for founders, investors and the leadership teams they back. We sit beside you for the decisions that shape a company — what to build next, when to raise, who to hire, which market to enter — and we stay until the plan is working, worldwide and mostly by video from London.',
  ctas: [
    { label: 'Book a strategy session', to: '/sessions' },
    { label: 'See pricing', to: '/pricing-guide' },
  ],
  offer: {
    heading: 'What we do',
    intro:
      'Three services, one way of working: a senior advisor who reads your numbers, joins the hard conversations and writes down what was decided.',
    items: [
      {
        title: 'Fractional leadership',
        text: 'A part-time strategy or commercial lead for companies that need the judgement of a senior executive before they can justify hiring one: weekly leadership meetings, board preparation, hiring plans and the first 90 days of a new market.',
        link: { label: 'How a retainer works', to: '/advisory' },
        accent: 'advisory',
      },
      {
        title: 'Investor readiness',
        text: 'An equity story investors can repeat, a financial model that survives diligence and a data room that answers questions before they are asked. We rehearse the pitch with you and sit in on the partner meetings that matter.',
        link: { label: 'For founders', to: '/founders' },
        accent: 'founders',
      },
      {
        title: 'Strategic advisory',
        text: 'Independent advice on one decision at a time — pricing, a pivot, a partnership, a board conflict — starting with a single 90-minute session and a written summary of what to do next.',
        link: { label: 'Strategy sessions', to: '/sessions' },
        accent: 'advisory',
      },
    ],
  },
  audiences: {
    heading: 'Who we work with',
    intro:
      'Three kinds of client, one standard: every engagement ends with fewer open questions than it started with.',
    items: [
      {
        title: 'Founders',
        text: 'Pre-seed to Series B teams who need a fundable plan, a sharper story and someone experienced to think out loud with between board meetings.',
        link: { label: 'Founders', to: '/founders' },
        accent: 'founders',
      },
      {
        title: 'Investors',
        text: 'Angels, syndicates and funds who want commercial diligence on a shortlisted company, quarterly oversight of a portfolio company or a readiness report before a follow-on.',
        link: { label: 'Investors', to: '/investors' },
        accent: 'investors',
      },
      {
        title: 'Advisory clients',
        text: 'Leadership teams at growing companies who need a fractional executive for a season: a market entry, a restructure, a new board or a first institutional round.',
        link: { label: 'Advisory', to: '/advisory' },
        accent: 'advisory',
      },
    ],
  },
  funnel: {
    heading: 'Start small, go as far as it is useful',
    intro:
      'Most clients begin with one session. Some stay on a retainer; a few become ventures we co-own. Each step is optional and priced up front.',
    steps: [
      {
        title: 'Strategy session',
        price: PRICE_TEXT.strategySession,
        text: 'One decision, prepared in advance, worked through together, summarised in writing within 48 hours.',
      },
      {
        title: 'Monthly retainer',
        price: PRICE_TEXT.retainerCampaign,
        text: 'Weekly advisory, board and investor preparation, and access to the members’ console. Cancel with one month’s notice.',
      },
      {
        title: 'Equity partnership',
        price: `${PRICE_TEXT.equity} equity`,
        text: 'Selective and by application: long-term involvement in a company we believe in, in exchange for a small equity grant.',
      },
    ],
  },
  proof: {
    heading: 'Work you can read',
    intro:
      'We publish what we can. Client names appear only with permission; everything below is real work product from the platform our clients use.',
    items: [
      {
        title: 'Capital readiness reports',
        text: 'Before a round we score a company on team, traction, financials and data room, and publish the report to the people the founder chooses. Northwind Robotics shared theirs.',
        link: {
          label: 'Read the Northwind Robotics report',
          to: '/crr/northwind-robotics/capital-readiness-2026',
        },
        accent: 'investors',
      },
      {
        title: 'The Funding Gaps Report',
        text: 'Seven places where companies lose momentum between rounds, drawn from our own engagements, with the checklist we use to close each one.',
        link: { label: 'Read the report', to: '/funding-gaps-report' },
        accent: 'founders',
      },
      {
        title: 'Proposals in the open',
        text: 'Every engagement starts with a written proposal: objectives, approach, deliverables and price on one page, shared by a private link.',
        link: { label: 'See an example proposal', to: '/p/demo-proposal' },
        accent: 'advisory',
      },
    ],
  },
  product: {
    heading: 'The platform behind the advice',
    intro:
      'Clients work with us through JUL’s own software, built to keep a company’s decisions, sessions and agreements in one place — online or off.',
    items: [
      {
        title: 'The members’ console',
        text: `Session timeline with recordings and AI-written reports, JUL Board for tasks and decisions, agreements, templates and the YEL Room. Standard is ${PRICE_TEXT.consoleStandard}; Pro is ${PRICE_TEXT.consolePro}.`,
        link: { label: 'Read the handbook', to: '/jul-console-handbook' },
        accent: 'product',
      },
      {
        title: 'The mobile companion',
        text: `Capture a thought by voice, photo or text, read session recaps and talk to your advisor from your phone. Free, premium at ${PRICE_TEXT.mobilePremium} or pro at ${PRICE_TEXT.mobilePro}.`,
        link: { label: 'Membership and plans', to: '/jul-membership' },
        accent: 'product',
      },
    ],
  },
  services: {
    heading: 'Ways to start',
    intro: 'Prices are shown in your currency; change it with the currency button in the header.',
  },
  closing: {
    heading: 'Bring us the decision you keep postponing',
    text: 'Tell us what is in front of you. If a session is the right first step we will say so; if it is not, we will say that too and point you somewhere better.',
    ctas: [
      { label: 'Contact us', to: '/contact' },
      { label: 'Join YELmail', to: '/join-yelmail' },
    ],
  },
}
