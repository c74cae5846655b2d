import { PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'

export const RESOURCES: PageContent = {
  eyebrow: 'Resources',
  lead: 'What we use in our own engagements, published so you can use it without us: research, field notes, templates and a few small tools.',
  sections: [
    {
      heading: 'Research',
      blocks: [
        {
          type: 'list',
          items: [
            [
              { text: 'Funding Gaps Report', to: '/funding-gaps-report' },
              ' — the seven places companies lose momentum between rounds, with the checklist for each.',
            ],
            [
              { text: 'Capital readiness reports', to: '/crr/northwind-robotics/capital-readiness-2026' },
              ' — how we score a company before a round; companies publish theirs to the investors they choose.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Field notes',
      blocks: [
        {
          type: 'list',
          items: [
            [
              { text: 'JUL Playbook', to: '/jul-playbook' },
              ' — short articles on fundraising, boards, pricing and hiring.',
            ],
            [
              { text: 'Myth Files', to: '/jul-playbook/myth-files' },
              ' — the advice founders keep hearing, and what actually happens.',
            ],
            [
              { text: 'YELmail', to: '/join-yelmail' },
              ' — one letter a week; read a ',
              { text: 'sample issue', to: '/newsletter-preview' },
              ' first.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'For members',
      blocks: [
        {
          type: 'list',
          items: [
            [
              { text: 'Console handbook', to: '/jul-console-handbook' },
              ' — how to use the members’ console, tab by tab.',
            ],
            [
              { text: 'JUL Membership', to: '/jul-membership' },
              ` — cards and plans: Console Pro is ${PRICE_TEXT.consolePro}, mobile plans from ${PRICE_TEXT.mobileFree}.`,
            ],
            [
              { text: 'JUL Store', to: '/julstore' },
              ' — the printed playbook, templates and report editions.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Tools',
      blocks: [
        {
          type: 'list',
          items: [
            [
              { text: 'Wallpaper generator', to: '/wallpaper-generator' },
              ' and ',
              { text: 'social media ad generator', to: '/social-media-ad-generator' },
              ' — on-brand images, made in your browser.',
            ],
            [
              { text: 'Chirp test', to: '/chirp-test' },
              ' and ',
              { text: 'studio ident test', to: '/studio-ident-test' },
              ' — check the product’s sounds on your device.',
            ],
          ],
        },
      ],
    },
  ],
}

export interface StoreItem {
  readonly title: string
  readonly format: string
  readonly text: string
  /** The service card that sells it online, when there is one (000 §3 `card_id`). */
  readonly cardId?: string
  readonly link?: { readonly label: string; readonly to: string }
}

export const STORE: PageContent = {
  eyebrow: 'JUL Store',
  accent: 'product',
  lead: 'The tools from our engagements, in a form you can take away. Everything digital is delivered to your console; printed editions ship from London.',
  sections: [
    { heading: 'In the store', id: 'items', blocks: [] },
    {
      heading: 'Which one is for me?',
      blocks: [
        {
          type: 'p',
          text: 'If you are raising in the next year, start with the free Funding Gaps Report and the playbook; if the round is close, the Investor Readiness Sprint does the work with you in four weeks. Members on Console Pro already have every template in the library, so there is nothing extra to buy.',
        },
      ],
    },
    {
      heading: 'Delivery and refunds',
      blocks: [
        {
          type: 'p',
          text: 'Digital items appear in your console’s media library as soon as payment is confirmed. If a file does not open or is not what the description promised, write to us within 14 days for a full refund.',
        },
        {
          type: 'p',
          text: [
            'Purchases are covered by the ',
            { text: 'service cards terms', to: '/service-cards-terms' },
            ' and, for consumers in the UK, by your statutory rights.',
          ],
        },
      ],
    },
  ],
}

export const STORE_ITEMS: readonly StoreItem[] = [
  {
    title: 'JUL Playbook',
    format: 'Digital edition',
    text: 'Every playbook article and myth file in one edition, with the frameworks we use in sessions: the one-page equity story, the milestone budget and the board calendar.',
    cardId: 'home-playbook',
  },
  {
    title: 'Funding Gaps Report — full edition',
    format: 'PDF and spreadsheet',
    text: 'The full report with seven checklists and our data-room index. Free to anyone who asks.',
    link: { label: 'Request access', to: '/funding-gaps-report/access' },
  },
  {
    title: 'Investor Readiness Sprint',
    format: 'Four-week engagement',
    text: 'Equity story, model, data room and pitch rehearsals, ending with a readiness report you can share.',
    cardId: 'founders-readiness',
  },
  {
    title: 'Templates library',
    format: 'In the members’ console',
    text: 'Financial, strategic, investor, go-to-market and operations templates. Standard members see the library; Pro members download everything.',
    link: { label: 'Membership and plans', to: '/jul-membership' },
  },
]

export const CONSOLE_HANDBOOK: PageContent = {
  eyebrow: 'Members’ console',
  accent: 'product',
  lead: `The console is where your work with JUL lives: sessions, decisions, agreements and conversations. Standard is free and mostly view-only; Pro (${PRICE_TEXT.consolePro}) lets you edit, export and message both ways. This handbook walks through it tab by tab.`,
  ctas: [{ label: 'Sign in to the console', to: '/auth' }],
  sections: [
    {
      heading: 'Signing in and staying signed in',
      blocks: [
        {
          type: 'p',
          text: 'Sign in with your email and password or a magic link. For your security the console signs you out after 30 minutes without activity, with a warning five minutes before. Anything you changed is already saved on your device and is sent when you are next online.',
        },
      ],
    },
    {
      heading: 'Dashboard',
      blocks: [
        {
          type: 'p',
          text: 'Your membership card (Forge, Workshop or Studio), the prompt of the day, upcoming sessions, recent agreements and board activity at a glance. Standard members see an invitation to upgrade to Pro.',
        },
      ],
    },
    {
      heading: 'Booking and sessions',
      blocks: [
        {
          type: 'p',
          text: 'Book a session in four steps: choose a service, describe the session (focus, timeline, notes), pay or pick a time, confirm. The sessions timeline lists every session with its workflow label; Pro members can check for new recordings, generate an AI-written session report and join meetings from it.',
        },
      ],
    },
    {
      heading: 'JUL Board and agreements',
      blocks: [
        {
          type: 'p',
          text: 'JUL Board holds the company’s cards — tasks, proposals, decisions — with milestones and check-ins. Agreements lists every proposal between you and JUL, from draft to agreed. Quick Add captures a note, a voice memo or a photo to the right place: on a card it attaches to that card, in a session it joins the session notes, elsewhere it lands in your inbox.',
        },
      ],
    },
    {
      heading: 'YEL Room, Sparks and JUL Mode',
      blocks: [
        {
          type: 'p',
          text: 'The YEL Room is where you talk with your advisor and, on higher plans, with peers and across groups. Sparks are short updates worth a minute of your day. JUL Mode offers one strategic prompt each day — interactive for Pro members.',
        },
      ],
    },
    {
      heading: 'Templates, media and export',
      blocks: [
        {
          type: 'p',
          text: 'The template library is filtered by category: financial, strategic, investor, go-to-market and operations; some templates are Pro only. The media library keeps every photo, voice memo and note you captured. Pro members can export their data in the Export Center.',
        },
      ],
    },
    {
      heading: 'Help when you need it',
      blocks: [
        {
          type: 'p',
          text: [
            'Turn on help mode for explanations on every control, open the learning hub for short walkthroughs, or ask YEL, the chat assistant. For anything else, ',
            { text: 'contact us', to: '/contact' },
            '.',
          ],
        },
      ],
    },
  ],
}
