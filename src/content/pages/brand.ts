import { COMPANY, mailto } from '../company.ts'
import type { PageContent } from '../types.ts'

export const BRAND: PageContent = {
  eyebrow: 'Brand',
  lead: 'JUL should look the way good advice sounds: calm, specific and unhurried. These pages describe the mark, the colours, the type and the voice, for our team, our partners and the press.',
  ctas: [{ label: 'Download brand assets', to: '/brand-assets' }],
  sections: [
    {
      heading: 'The mark',
      blocks: [
        {
          type: 'p',
          text: 'The mark is the word JUL set in heavy Inter, in ink on light backgrounds and white on dark ones. It is never stretched, outlined, rotated or set in another colour, and it always has clear space around it equal to the height of the J.',
        },
      ],
    },
    {
      heading: 'Colour',
      id: 'colours',
      blocks: [
        {
          type: 'p',
          text: 'Two brand colours and four accents. Ink is a deep navy used for text, the mark and primary buttons; brass is the premium accent, used sparingly for highlights and the Studio card. Each audience has its own accent so a reader always knows whose page they are on.',
        },
      ],
    },
    {
      heading: 'Type',
      blocks: [
        {
          type: 'p',
          text: 'Inter for everything, from headlines to legal text. Headlines are semi-bold with slightly tightened spacing; body text is regular at a comfortable 16 pixels or more. We never set long passages in capitals.',
        },
      ],
    },
    {
      heading: 'Voice',
      blocks: [
        {
          type: 'list',
          items: [
            'Specific over impressive: “a data room indexed against a real diligence list”, not “world-class readiness”.',
            'Short sentences, British spelling, no exclamation marks except in confirmations.',
            'We say what we do not do as clearly as what we do.',
            'Numbers with their units and currency: €495 for 90 minutes.',
          ],
        },
      ],
    },
    {
      heading: 'Using the brand',
      blocks: [
        {
          type: 'p',
          text: [
            'Partners may use the mark to say they work with us, after agreeing it with us. For anything else — co-branded material, events, press — write to ',
            mailto(COMPANY.emails.press),
            '.',
          ],
        },
      ],
    },
  ],
}

export const BRAND_COLOURS = [
  { name: 'Ink', role: 'Text, the mark, primary actions', token: 'brand' },
  { name: 'Brass', role: 'Premium accent, the Studio card', token: 'brass' },
  { name: 'Advisory red', role: 'Advisory pages and services', token: 'advisory' },
  { name: 'Founders green', role: 'Founder pages and services', token: 'founders' },
  { name: 'Investors purple', role: 'Investor pages and services', token: 'investors' },
  { name: 'Product orange', role: 'The console, the app and membership', token: 'product' },
] as const

export const BRAND_ASSETS: PageContent = {
  eyebrow: 'Brand',
  lead: 'The JUL logo and icons for press, partners and events. Please read the short rules below before you use them.',
  sections: [
    { heading: 'Downloads', id: 'downloads', blocks: [] },
    {
      heading: 'Rules of use',
      blocks: [
        {
          type: 'list',
          items: [
            'Use the files as they are: do not redraw, recolour, crop or add effects.',
            'Leave clear space around the mark equal to the height of the J.',
            'On photographs, place the mark on a calm area, or on an ink or white panel.',
            'Do not use the mark in a way that suggests we endorse a product or service without our written agreement.',
          ],
        },
        {
          type: 'p',
          text: [
            'The logo is a registered mark of ',
            COMPANY.legalName,
            '. Questions and permissions: ',
            mailto(COMPANY.emails.press),
            '.',
          ],
        },
      ],
    },
  ],
}

export const BRAND_DOWNLOADS = [
  { label: 'JUL logo (SVG, main)', file: 'jul-logo-main.svg', source: 'storage' },
  { label: 'App icon (PNG, 512 × 512)', file: '/pwa-512x512.png', source: 'site' },
  { label: 'App icon (PNG, 192 × 192)', file: '/pwa-192x192.png', source: 'site' },
  { label: 'Favicon (SVG)', file: '/favicon.svg', source: 'site' },
] as const

export const COMPANY_MANUAL: PageContent = {
  eyebrow: 'How JUL works',
  lead: 'This manual is how we run the company, published because clients and partners should know what to expect from us. It is short on purpose; when it and our behaviour disagree, tell us.',
  sections: [
    {
      heading: 'Principles',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Write it down. A decision that is not written down was not made.',
            'Say the uncomfortable thing early, kindly and once.',
            'The client owns the outcome; we own the quality of our advice.',
            'Small and excellent beats big and busy: we limit how many clients we take.',
            'Declare every conflict, in writing, before it matters.',
          ],
        },
      ],
    },
    {
      heading: 'The weekly rhythm',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'Monday', text: 'Planning: every retainer client’s week, reviewed against their board' },
            { term: 'Tuesday', text: 'YELmail goes out; client sessions' },
            { term: 'Wednesday', text: 'Deep work: models, reports, proposals. No internal meetings' },
            { term: 'Thursday', text: 'Client sessions; partner calls' },
            {
              term: 'Friday',
              text: 'Session summaries finished, the week’s decisions logged, and an early finish',
            },
          ],
        },
      ],
    },
    {
      heading: 'How we run an engagement',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Proposal: objectives, approach, deliverables and price on one page, shared by private link.',
            'Kick-off: a strategy session that sets the first three decisions.',
            'Cadence: a weekly session, a written summary within 48 hours, decisions on the client’s JUL Board.',
            'Review: every quarter, whether the engagement should continue, change or end.',
            'Hand-over: everything we made together stays in the client’s console.',
          ],
        },
      ],
    },
    {
      heading: 'How we decide',
      blocks: [
        {
          type: 'p',
          text: 'Reversible decisions are made by the person closest to the work, the same day. Irreversible ones — taking equity, a new partnership, a change to prices — need a written proposal and a second person’s agreement. Either way, the decision and its reason go in the log.',
        },
      ],
    },
    {
      heading: 'Security and confidentiality',
      blocks: [
        {
          type: 'p',
          text: [
            'Client information stays in the client’s workspace, never in personal inboxes or chat apps. Every team member signs a confidentiality agreement and completes security training each year. The ',
            { text: 'security whitepaper', to: '/security-whitepaper' },
            ' describes the controls.',
          ],
        },
      ],
    },
  ],
}

export const JH_ADMIN: PageContent = {
  eyebrow: 'Staff',
  lead: 'This is the entrance to the JUL staff admin app. Staff sign in with their company address; everyone else can find what they need through the links below.',
  sections: [
    {
      heading: 'For staff',
      id: 'staff',
      blocks: [
        {
          type: 'p',
          text: 'After signing in, the admin app opens from the VIP area: the admin console, proposal editing, the grid upload, brand pages, email signatures and the digital business card.',
        },
      ],
    },
    {
      heading: 'Access',
      blocks: [
        {
          type: 'p',
          text: 'Staff are recognised by their company email address and a short list of named accounts held on the server. Signing in with any other account shows the member console instead; the server’s access rules decide what each account may read or change, whatever the app shows.',
        },
      ],
    },
    {
      heading: 'Not staff?',
      blocks: [
        {
          type: 'p',
          text: [
            'Members sign in to the ',
            { text: 'members’ console', to: '/auth' },
            '. For anything else, ',
            { text: 'contact us', to: '/contact' },
            '.',
          ],
        },
      ],
    },
  ],
}
