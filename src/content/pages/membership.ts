import { PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'

export const JULIVERSE: PageContent = {
  eyebrow: 'The Juliverse',
  accent: 'product',
  lead: 'The Juliverse is what we call the world around the advice: the rooms where members talk, the small daily rituals that keep a company aligned, and the people who build alongside each other.',
  ctas: [
    { label: 'Join the Juliverse', to: '/juliverse-signup' },
    { label: 'Membership and plans', to: '/jul-membership' },
  ],
  sections: [
    {
      heading: 'Rooms',
      blocks: [
        {
          type: 'p',
          text: 'The YEL Room is a set of message rooms: one with your advisor, one with peers at a similar stage, and one across groups where founders and investors meet. Every member can read the advisor room; premium members write in it, and the cross-group room is for pro members.',
        },
      ],
    },
    {
      heading: 'Rituals',
      blocks: [
        {
          type: 'list',
          items: [
            'JUL Mode: one strategic prompt a day, answered in two minutes',
            'Sparks: short updates from the team and from other members, swiped away when read',
            'Weekly nudges: the one thing on your board that has waited longest',
            'Session recaps: what was decided, by whom, by when',
          ],
        },
      ],
    },
    {
      heading: 'The card',
      blocks: [
        {
          type: 'p',
          text: 'Every member carries a digital membership card — Forge, Workshop or Studio — in the console and on the phone, with a QR code and an Apple Wallet pass. It opens doors at JUL events and tells our team at a glance how we can help.',
        },
      ],
    },
    {
      heading: 'Stay aligned, move faster',
      blocks: [
        {
          type: 'p',
          text: 'The tagline on the app’s splash screen is the whole idea: a company moves faster when its people agree on what matters this week. Everything in the Juliverse exists to make that agreement easier to reach and harder to lose.',
        },
      ],
    },
  ],
}

export const JUL_MEMBERSHIP: PageContent = {
  eyebrow: 'Membership',
  accent: 'product',
  lead: 'Membership has two parts: the card you carry (Forge, Workshop or Studio) and the software plans you use — the members’ console on desktop and the companion app on your phone.',
  ctas: [
    { label: 'Apply for membership', to: '/membership-waitlist' },
    { label: 'See all prices', to: '/pricing-guide' },
  ],
  sections: [
    {
      heading: 'Membership cards',
      blocks: [
        {
          type: 'table',
          caption: 'The three cards',
          head: ['Card', 'Member', 'Number prefix'],
          rows: [
            ['JUL FORGE', 'Forge Member', 'JUL-BASE'],
            ['JUL WORKSHOP', 'Workshop Member', 'JUL-STD'],
            ['JUL STUDIO', 'Studio Member', 'JUL-PRO'],
          ],
        },
        {
          type: 'p',
          text: 'Forge is where every member starts. Workshop is for members on a standard plan who work with us regularly. Studio is for pro members and equity partners — the people we build with.',
        },
      ],
    },
    {
      heading: 'The members’ console',
      blocks: [
        {
          type: 'p',
          text: `Console Standard is ${PRICE_TEXT.consoleStandard} and mostly view-only: you see your sessions, board, agreements and templates. Console Pro is ${PRICE_TEXT.consolePro}, billed directly by card, and unlocks editing, the Export Center, Pro templates and two-way messaging.`,
        },
      ],
    },
    {
      heading: 'The mobile companion',
      blocks: [
        {
          type: 'table',
          caption: 'Mobile plans, bought through the app stores',
          head: ['Plan', 'Price', 'Adds'],
          rows: [
            [
              'Free',
              `${PRICE_TEXT.mobileFree} forever`,
              'Dashboards, board, session summaries, agreements, basic chirps, offline mode',
            ],
            [
              'Premium',
              PRICE_TEXT.mobilePremium,
              'Quick capture, voice memos, attachments, unlimited chirps, insight mode',
            ],
            [
              'Pro',
              PRICE_TEXT.mobilePro,
              'AI voice assistant, proposal digest, export toolkit, real-time chirp alerts',
            ],
          ],
        },
      ],
    },
    {
      heading: 'How to join',
      blocks: [
        {
          type: 'p',
          text: [
            'Clients become members when they start working with us. Anyone else can ',
            { text: 'apply for membership', to: '/membership-waitlist' },
            '; we open a small number of places each quarter.',
          ],
        },
      ],
    },
  ],
}

export const JULIVERSE_SIGNUP: PageContent = {
  eyebrow: 'Join the Juliverse',
  accent: 'product',
  lead: 'Membership opens in small intakes so every new member gets a proper welcome. Tell us who you are and what you are building; we reply to every application.',
  sections: [
    {
      heading: 'What happens next',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'We read your application within a week.',
            'If the next intake suits you, we invite you to a 20-minute introduction call.',
            'You receive your Forge card and access to the console and the app.',
          ],
        },
      ],
    },
    {
      heading: 'Who membership is for',
      blocks: [
        {
          type: 'p',
          text: 'Founders from pre-seed to Series B, angels and fund partners who back them, and operators who want to build with both. Members do not need to be clients: many start with the community, the playbook and the app, and book a session when a decision comes up.',
        },
      ],
    },
    {
      heading: 'Apply',
      id: 'signup-form',
      blocks: [
        {
          type: 'p',
          text: [
            'Already a member? ',
            { text: 'Sign in', to: '/auth' },
            ' instead. Your application is kept on this device until it is sent, even offline.',
          ],
        },
      ],
    },
  ],
}

export const JOIN_WAITLIST: PageContent = {
  eyebrow: 'Waitlist',
  lead: 'We take on a limited number of founders and investors each quarter, so each gets the same advisor every week. Join the waitlist and we will write when a place opens.',
  sections: [
    {
      heading: 'Join the waitlist',
      id: 'waitlist-form',
      blocks: [
        {
          type: 'p',
          text: 'It takes a minute. We only use your details to tell you about places in the next intake.',
        },
      ],
    },
    {
      heading: 'How intakes work',
      blocks: [
        {
          type: 'p',
          text: 'We open places at the start of each quarter, in the order people joined the list, with a few kept for investors so that every intake has both sides of the table. You will hear from us whether or not a place is open, and you can leave the list at any time by replying to any of our emails.',
        },
      ],
    },
    {
      heading: 'While you wait',
      blocks: [
        {
          type: 'p',
          text: [
            'A single strategy session does not need a place in the intake: ',
            { text: 'book one', to: '/sessions' },
            ' any time.',
          ],
        },
      ],
    },
  ],
}

export const MEMBERSHIP_WAITLIST: PageContent = {
  eyebrow: 'Membership waitlist',
  accent: 'product',
  lead: 'Apply for a place in the next membership intake. Choose the card that sounds right — Forge, Workshop or Studio — and we will confirm the fit on a short call.',
  sections: [
    {
      heading: 'Which card?',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Forge',
              text: 'You want the community, the playbook and the app, and occasional sessions.',
            },
            { term: 'Workshop', text: 'You expect to work with an advisor regularly this year.' },
            {
              term: 'Studio',
              text: 'You want the full console, the pro app and the closest involvement we offer.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Apply',
      id: 'membership-form',
      blocks: [
        {
          type: 'p',
          text: 'Tell us a little about yourself and what membership should change for you. We read every application, reply within a week, and invite a shortlist to a 20-minute introduction call before each intake.',
        },
      ],
    },
  ],
}

export const WAITLIST_THANKS: PageContent = {
  eyebrow: 'Thank you',
  lead: 'Your place on the list is saved. If you sent it offline, it is kept on this device and goes out automatically as soon as you reconnect.',
  ctas: [
    { label: 'Read the playbook', to: '/jul-playbook' },
    { label: 'Back to the home page', to: '/' },
  ],
  sections: [
    {
      heading: 'What happens next',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'We confirm by email within two working days, from hello@jul.example.',
            'When a place opens in the next intake, we write to you first.',
            'If it suits you, we arrange a 20-minute introduction call.',
          ],
        },
        {
          type: 'p',
          text: 'Changed your mind or made a typo? Reply to the confirmation email and we will update or remove your entry the same day.',
        },
      ],
    },
    {
      heading: 'Meanwhile',
      blocks: [
        {
          type: 'p',
          text: [
            'Your details are used only for the waitlist and are never shared. Subscribe to ',
            { text: 'YELmail', to: '/join-yelmail' },
            ' for a weekly letter, or read the ',
            { text: 'Funding Gaps Report', to: '/funding-gaps-report' },
            '.',
          ],
        },
      ],
    },
  ],
}
