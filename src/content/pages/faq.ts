import { COMPANY, mailto, PRICE_TEXT } from '../company.ts'
import type { QuestionGroup } from '../types.ts'

export const FAQ_LEAD =
  'The questions founders, investors and members ask us most often. If yours is not here, write to us and we will answer it — and probably add it.'

export const FAQ: readonly QuestionGroup[] = [
  {
    heading: 'Working with us',
    questions: [
      {
        question: 'How do I start?',
        answer: [
          {
            type: 'p',
            text: [
              `Most clients start with a 90-minute strategy session at ${PRICE_TEXT.strategySession}. Book it on the `,
              { text: 'sessions page', to: '/sessions' },
              ' or tell us about your situation on the ',
              { text: 'contact page', to: '/contact' },
              ' if you are not sure a session is the right first step.',
            ],
          },
        ],
      },
      {
        question: 'What is the difference between a session and a retainer?',
        answer: [
          {
            type: 'p',
            text: `A session deals with one decision. A retainer (${PRICE_TEXT.retainerCampaign} in our campaigns; the booking widget shows the current rate of ${PRICE_TEXT.retainerWidget}) gives you a weekly advisory slot, board and investor preparation and Console Pro, for as long as it is useful, with one month’s notice.`,
          },
        ],
      },
      {
        question: 'Do you take equity?',
        answer: [
          {
            type: 'p',
            text: [
              `Rarely, and only by application. An equity partnership is a grant of ${PRICE_TEXT.equity} for long-term involvement, vesting over 24 months. The `,
              { text: 'ventures page', to: '/ventures' },
              ' explains what we look for.',
            ],
          },
        ],
      },
      {
        question: 'Do you introduce founders to investors?',
        answer: [
          {
            type: 'p',
            text: 'When we believe a company and an investor are a good fit we say so to both, but we never promise introductions, and we never take a fee from either side for one.',
          },
        ],
      },
      {
        question: 'Where are you based, and do you work outside the UK?',
        answer: [
          {
            type: 'p',
            text: `Our office is in ${COMPANY.registeredOffice}. We work worldwide by video; most clients are in Europe and North America.`,
          },
        ],
      },
    ],
  },
  {
    heading: 'Payments',
    questions: [
      {
        question: 'Which currencies can I pay in?',
        answer: [
          {
            type: 'p',
            text: 'Euro, US dollars and British pounds. We guess your currency from your time zone — pounds in London, dollars in New York, euro elsewhere — and you can change it with the currency button in the header.',
          },
        ],
      },
      {
        question: 'Can I move or cancel a session?',
        answer: [
          {
            type: 'p',
            text: [
              'Yes: reschedule up to 24 hours before at no cost. Cancellations more than 48 hours ahead are refunded in full. The ',
              { text: 'service cards terms', to: '/service-cards-terms' },
              ' have the details.',
            ],
          },
        ],
      },
      {
        question: 'Do prices include VAT?',
        answer: [
          { type: 'p', text: 'No. VAT is added where it applies, at the rate of your country of business.' },
        ],
      },
    ],
  },
  {
    heading: 'The console and the app',
    questions: [
      {
        question: 'What is the members’ console?',
        answer: [
          {
            type: 'p',
            text: [
              `The desktop workspace clients share with us: sessions with recordings and reports, JUL Board, agreements, templates and the YEL Room. Standard is free and mostly view-only; Pro is ${PRICE_TEXT.consolePro} with full editing and export. Read the `,
              { text: 'console handbook', to: '/jul-console-handbook' },
              '.',
            ],
          },
        ],
      },
      {
        question: 'What do the mobile plans include?',
        answer: [
          {
            type: 'p',
            text: `Free (${PRICE_TEXT.mobileFree} forever) gives you dashboards, the board, session summaries, agreements and offline mode. Premium (${PRICE_TEXT.mobilePremium}) adds quick capture, voice memos and attachments. Pro (${PRICE_TEXT.mobilePro}) adds the AI voice assistant, the proposal digest and the export toolkit.`,
          },
        ],
      },
      {
        question: 'Does it work offline?',
        answer: [
          {
            type: 'p',
            text: 'Yes. The console and the app keep a copy of your data on your device. Changes made offline are queued and sent, in order, when you reconnect. Forms on this website work the same way.',
          },
        ],
      },
      {
        question: 'What are Forge, Workshop and Studio?',
        answer: [
          {
            type: 'p',
            text: [
              'The three membership cards: Forge is the base card, Workshop the standard card and Studio the pro card. See ',
              { text: 'JUL Membership', to: '/jul-membership' },
              '.',
            ],
          },
        ],
      },
    ],
  },
  {
    heading: 'Your data',
    questions: [
      {
        question: 'Who can see what I share?',
        answer: [
          {
            type: 'p',
            text: [
              'You, the JUL team working with you, and anyone you choose to share a report or proposal with. The ',
              { text: 'security whitepaper', to: '/security-whitepaper' },
              ' explains how access is enforced on the server, not just in the app.',
            ],
          },
        ],
      },
      {
        question: 'How do I delete my data?',
        answer: [
          {
            type: 'p',
            text: [
              'Follow the steps on the ',
              { text: 'data deletion page', to: '/data-deletion' },
              ' or write to ',
              mailto(COMPANY.emails.privacy),
              '. We confirm within 30 days.',
            ],
          },
        ],
      },
    ],
  },
]
