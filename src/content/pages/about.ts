import { COMPANY, FUNNEL, mailto, PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'

export const ABOUT: PageContent = {
  eyebrow: `Founded ${COMPANY.founded} · ${COMPANY.registeredOffice} · working worldwide`,
  lead: 'JUL is a small advisory and venture firm. We help founders get their companies ready for capital and for scale, we help investors see clearly what they are backing, and occasionally we take a stake in a company we want to build alongside for years.',
  ctas: [
    { label: 'How we advise', to: '/advisory' },
    { label: 'Contact us', to: '/contact' },
  ],
  sections: [
    {
      heading: 'Why JUL exists',
      blocks: [
        {
          type: 'p',
          text: 'Most early companies do not fail for lack of ideas. They stall in the months between decisions: a round that takes twice as long as planned, a first senior hire who never quite fits, a board meeting that ends without a conclusion. Those months are expensive and mostly invisible from the outside.',
        },
        {
          type: 'p',
          text: 'We started JUL in 2021 to sit in exactly those months. A founder gets an experienced advisor who has read the numbers before the meeting, says what they think, and writes down what was agreed. An investor gets an independent view of a company that is neither the founder’s pitch nor a spreadsheet.',
        },
      ],
    },
    {
      heading: 'How we work',
      blocks: [
        {
          type: 'list',
          items: [
            'Written first. Every engagement starts with a one-page proposal and every session ends with a written summary: decisions, owners, dates.',
            'Small on purpose. We take on a limited number of retainers at a time so that each client gets the same advisor every week.',
            'Priced up front. A strategy session is €495 for 90 minutes; a retainer is a fixed monthly fee; there are no success fees on fundraising.',
            'Independent. We do not take introduction fees from investors, and we say so in writing when we hold equity in a company we discuss.',
          ],
        },
        {
          type: 'p',
          text: [
            'The software our clients use — the members’ console and the mobile companion — is our own. It keeps sessions, recordings, decisions and agreements in one place and works offline, because advice is often needed on a train. The ',
            { text: 'console handbook', to: '/jul-console-handbook' },
            ' explains what it does.',
          ],
        },
      ],
    },
    {
      heading: 'What we have learned to say no to',
      blocks: [
        {
          type: 'p',
          text: 'We do not write decks for founders to present as their own, we do not promise introductions to specific investors, and we do not take on a retainer when one session would do. If the honest answer to a request is “you do not need us for this”, that is the answer you will get.',
        },
        {
          type: 'p',
          text: `Equity partnerships are rare and by application. When we do take equity it is a grant of ${PRICE_TEXT.equity} for long-term involvement, vesting over the engagement, never in exchange for fees a company could otherwise pay. The minimum is ${FUNNEL.equity.minPercent}% so that the involvement is real, and the ceiling of ${FUNNEL.equity.maxPercent}% keeps the founders firmly in charge.`,
        },
      ],
    },
    {
      heading: 'The company',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'Legal name', text: `${COMPANY.legalName}, registered in ${COMPANY.jurisdiction}` },
            { term: 'Registered office', text: COMPANY.registeredOffice },
            {
              term: 'Data protection',
              text: `Registered with the Information Commissioner’s Office: ${COMPANY.icoRegistration}`,
            },
            {
              term: 'Where we work',
              text: 'From London, with clients in Europe, North America, the Middle East and Asia',
            },
            { term: 'Press', text: [mailto(COMPANY.emails.press)] },
          ],
        },
        {
          type: 'p',
          text: [
            'The principles we run the company by are public: read the ',
            { text: 'company manual', to: '/company-manual' },
            '. Our ',
            { text: 'brand pages', to: '/brand' },
            ' show how we present ourselves, and the ',
            { text: 'security whitepaper', to: '/security-whitepaper' },
            ' how we look after what clients share with us.',
          ],
        },
      ],
    },
  ],
}
