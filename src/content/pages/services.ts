import { FUNNEL, PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'

export const ADVISORY: PageContent = {
  eyebrow: 'Advisory',
  accent: 'advisory',
  lead: `Advice you can act on the same week. Start with a single strategy session at ${PRICE_TEXT.strategySession}; stay on a monthly retainer if the work needs a steady hand.`,
  ctas: [
    { label: 'Book a strategy session', to: '/sessions' },
    { label: 'Request advisory support', to: '/advisory#advisory-form' },
  ],
  sections: [
    {
      heading: 'Fractional leadership',
      blocks: [
        {
          type: 'p',
          text: 'For companies that need a senior strategy or commercial lead before they can hire one full-time. We join your leadership meeting every week, own a small number of outcomes — a pricing change, a market entry, a board pack — and hand them over to your team when they are done.',
        },
        {
          type: 'list',
          items: [
            'Weekly leadership session with written decisions and owners',
            'Board preparation: the pack, the narrative and a rehearsal the day before',
            'Hiring plans for the next two senior roles, and interviews alongside you',
            'Monthly review of the plan against the numbers',
          ],
        },
      ],
    },
    {
      heading: 'Investor readiness',
      blocks: [
        {
          type: 'p',
          text: 'A round goes faster when the company can answer the second question as well as the first. We work through the equity story, the financial model, the data room and the pitch until an investor’s diligence list holds no surprises.',
        },
        {
          type: 'list',
          items: [
            'Equity story: why this company, why now, why this team, in one page',
            'Financial model reviewed line by line against the story',
            'Data-room checklist and a readiness score before the first meeting',
            'Pitch rehearsals, with notes, before every partner meeting',
          ],
        },
      ],
    },
    {
      heading: 'Strategic advisory',
      blocks: [
        {
          type: 'p',
          text: [
            'One decision at a time. Bring a pricing change, a pivot, a partnership offer or a disagreement on the board; we prepare from what you send in advance, work it through with you for 90 minutes and send a written summary within 48 hours. See ',
            { text: 'how a session runs', to: '/sessions' },
            '.',
          ],
        },
      ],
    },
    {
      heading: 'What it costs',
      blocks: [
        {
          type: 'table',
          caption: 'Advisory prices (euro; card prices below show your currency)',
          head: ['Engagement', 'Price', 'Commitment'],
          rows: [
            ['Strategy session', PRICE_TEXT.strategySession, 'One session'],
            [
              'Monthly retainer',
              `${PRICE_TEXT.retainerCampaign} (booking widget: ${PRICE_TEXT.retainerWidget})`,
              'One month’s notice',
            ],
            ['Equity partnership', `${PRICE_TEXT.equity} equity`, 'By application'],
          ],
        },
        {
          type: 'p',
          text: [
            'The retainer is advertised at €1,950 a month in our campaigns; the booking widget lists the current monthly rate of €1,995. You pay the rate on your proposal. The full ',
            { text: 'pricing guide', to: '/pricing-guide' },
            ' lists everything else.',
          ],
        },
      ],
    },
    { heading: 'Advisory services', id: 'services', blocks: [] },
    {
      heading: 'Request advisory support',
      id: 'advisory-form',
      blocks: [
        {
          type: 'p',
          text: 'Tell us about the company and the decision in front of you. We reply within two working days with a suggested first step — often a single session.',
        },
      ],
    },
  ],
}

export const VENTURES: PageContent = {
  eyebrow: 'Ventures',
  accent: 'product',
  lead: `Sometimes advice turns into ownership. A JUL equity partnership is a long-term commitment to a company we believe in, for a grant of ${PRICE_TEXT.equity} — selective, by application, and only where we can change the outcome.`,
  ctas: [
    { label: 'Apply for an equity partnership', to: '/ventures#application-form' },
    { label: 'Read the Funding Gaps Report', to: '/funding-gaps-report' },
  ],
  sections: [
    {
      heading: 'What an equity partnership is',
      blocks: [
        {
          type: 'p',
          text: 'We become a long-term member of the team: a standing seat at the leadership meeting, board preparation, investor readiness and our network, for as long as the company needs it. In exchange the company grants us a small equity stake that vests over the engagement.',
        },
        {
          type: 'facts',
          items: [
            {
              term: 'Equity',
              text: `${FUNNEL.equity.minPercent}% to ${FUNNEL.equity.maxPercent}%, agreed per company`,
            },
            { term: 'Vesting', text: 'Monthly over 24 months, with a 6-month cliff' },
            { term: 'Fees', text: 'Reduced or none; agreed in the proposal' },
            { term: 'Intake', text: 'A few companies a year' },
          ],
        },
      ],
    },
    {
      heading: 'The venture studio',
      blocks: [
        {
          type: 'p',
          text: 'With studio partners we also co-build companies from an idea to first revenue: we supply fractional leadership and the operating playbook, the studio supplies the product team, and a founding CEO joins as early as possible. Studio companies use the same console and playbook as every other client.',
        },
      ],
    },
    {
      heading: 'What we look for',
      blocks: [
        {
          type: 'list',
          items: [
            'A founding team that has already shipped something customers pay for, or can show why they will',
            'A market we understand well enough to be useful — B2B software, robotics, climate and fintech so far',
            'A next 18 months where strategy, fundraising or a market entry decides the outcome',
            'Founders who want to be challenged and who write things down',
          ],
        },
        {
          type: 'p',
          text: 'We say no to most applications, usually because a retainer or a single session would serve the company better. When we do, we say why.',
        },
      ],
    },
    { heading: 'Venture services', id: 'services', blocks: [] },
    {
      heading: 'Apply',
      id: 'application-form',
      blocks: [
        {
          type: 'p',
          text: 'Tell us what you are building and why now. We read every application and reply within two working days; a shortlist is invited to a 90-minute strategy session at no cost.',
        },
      ],
    },
  ],
}

export const FOUNDERS: PageContent = {
  eyebrow: 'For founders',
  accent: 'founders',
  lead: 'You are building the company and raising for it at the same time. We help with the second job so you do not lose the first: a story investors repeat, a plan your board believes and an experienced advisor between rounds.',
  ctas: [
    { label: 'Book a strategy session', to: '/sessions' },
    { label: 'See founder pricing', to: '/pricing-guide' },
  ],
  sections: [
    {
      heading: 'Where founders bring us in',
      blocks: [
        {
          type: 'list',
          items: [
            'Six months before a round, when there is still time to fix the model and the data room',
            'After a round, when the board changes and the plan has to become a budget',
            'Before a first senior hire, to decide what the role really is',
            'When growth stalls and nobody in the room agrees why',
          ],
        },
      ],
    },
    {
      heading: 'The Investor Readiness Sprint',
      blocks: [
        {
          type: 'p',
          text: 'Four weeks, fixed price. Week one is the equity story; week two the financial model; week three the data room against a real diligence list; week four two full pitch rehearsals and a readiness report you can share with the investors you choose.',
        },
        {
          type: 'p',
          text: [
            'The readiness report scores team, traction, financials and data room out of 100, with the work left to do. ',
            {
              text: 'Here is one a company chose to publish',
              to: '/crr/northwind-robotics/capital-readiness-2026',
            },
            '.',
          ],
        },
      ],
    },
    {
      heading: 'What you keep',
      blocks: [
        {
          type: 'p',
          text: 'Everything we produce together belongs to you: the model, the deck, the data-room index, the session recordings and summaries. It lives in your console and you can export it whenever you like.',
        },
      ],
    },
    { heading: 'Founder services', id: 'services', blocks: [] },
  ],
}

export const INVESTORS: PageContent = {
  eyebrow: 'For investors',
  accent: 'investors',
  lead: 'An independent, commercial view of the companies you are about to back or already own: diligence on a shortlisted company, quarterly oversight of a portfolio company, and readiness reports before a follow-on.',
  ctas: [
    { label: 'Talk to us about diligence', to: '/contact' },
    { label: 'See investor pricing', to: '/pricing-guide' },
  ],
  sections: [
    {
      heading: 'Commercial diligence',
      blocks: [
        {
          type: 'p',
          text: 'Before you commit we spend two weeks with the company’s numbers, customers and leadership team, and write down what we believe, what we doubt and what would change our mind. You get the report, a call to walk through it and the questions we would ask at the next meeting.',
        },
      ],
    },
    {
      heading: 'Portfolio oversight',
      blocks: [
        {
          type: 'p',
          text: 'For portfolio companies that need more attention than a partner’s diary allows, we join the quarterly board cycle: pre-reads, a view on the plan, and a short note to you after each meeting. The founder always sees what we send you.',
        },
      ],
    },
    {
      heading: 'Capital readiness reports',
      blocks: [
        {
          type: 'p',
          text: [
            'Founders we work with can publish their readiness report to the investors they choose, at a private link. Each report scores team, traction, financials and the data room. ',
            { text: 'Read an example', to: '/crr/northwind-robotics/capital-readiness-2026' },
            '.',
          ],
        },
      ],
    },
    {
      heading: 'Our conflicts policy',
      blocks: [
        {
          type: 'p',
          text: 'We tell you in writing if we advise, or hold equity in, a company you ask us to assess, and we decline the work when the conflict is material. We accept no fees from the companies we assess for you.',
        },
      ],
    },
    { heading: 'Investor services', id: 'services', blocks: [] },
  ],
}

export const SESSIONS: PageContent = {
  eyebrow: `Strategy session · ${PRICE_TEXT.strategySession}`,
  accent: 'advisory',
  lead: 'Ninety minutes on one decision, with an advisor who has read your material beforehand, and a written summary of what to do next within 48 hours.',
  ctas: [{ label: 'Book a session', to: '/sessions#strategy-session-form' }],
  sections: [
    {
      heading: 'How a session runs',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'You book and choose a focus: Strategy & Growth, Fundraising, Operations or Market Entry.',
            'We send a short questionnaire; you reply with the question, the numbers and anything you have already tried.',
            'We meet by video for 90 minutes. The first ten are for the question, the last fifteen for decisions and owners.',
            'Within 48 hours you receive a written summary with the decisions, the risks we discussed and next steps.',
          ],
        },
      ],
    },
    {
      heading: 'How to prepare',
      blocks: [
        {
          type: 'p',
          text: 'The best sessions start with a sentence that begins “We need to decide whether…”. Send the last three months of numbers, the current plan or deck, and the names of anyone else who will join. Two people from your side is ideal; more than four slows the session down.',
        },
      ],
    },
    {
      heading: 'After the session',
      blocks: [
        {
          type: 'p',
          text: [
            'Members see the session, its recording and an AI-written report in the console’s sessions timeline. If the work needs more than one session, we suggest a ',
            { text: 'retainer', to: '/advisory' },
            ' — the price of the first session is credited against the first month.',
          ],
        },
        {
          type: 'p',
          text: [
            'Need to move a session? Reschedule up to 24 hours before at no charge, as the ',
            { text: 'service cards terms', to: '/service-cards-terms' },
            ' explain.',
          ],
        },
      ],
    },
    {
      heading: 'Book a strategy session',
      id: 'strategy-session-form',
      blocks: [
        {
          type: 'p',
          text: 'Tell us the focus and when suits you. We confirm a time by email within one working day and send the payment link with the confirmation.',
        },
      ],
    },
  ],
}
