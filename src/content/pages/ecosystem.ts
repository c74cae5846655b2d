import { COMPANY, mailto } from '../company.ts'
import type { PageContent } from '../types.ts'

export const PARTNERSHIPS: PageContent = {
  eyebrow: 'Partnerships',
  lead: 'No single advisor has every answer. The JUL ecosystem is the small group of funds, studios, accelerators and specialist firms we trust with our clients — and who trust us with theirs.',
  ctas: [
    { label: 'Request a partnership', to: '/partnerships#partnership-form' },
    { label: 'Ecosystem form for organisations', to: '/ecosystem-form' },
  ],
  sections: [
    {
      heading: 'Who is in the ecosystem',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Investors and funds',
              text: 'Pre-seed to Series B investors who want founders to arrive prepared. We share capital readiness reports with them only when a founder asks us to.',
            },
            {
              term: 'Venture studios',
              text: 'Studios that build companies from scratch and need fractional leadership for a studio company’s first year.',
            },
            {
              term: 'Accelerators and universities',
              text: 'Programmes that bring us in for office hours, investor-readiness workshops and demo-day rehearsals.',
            },
            {
              term: 'Specialist firms',
              text: 'Lawyers, accountants, recruiters and designers who solve what we should not: term sheets, audits, executive searches and brand work.',
            },
          ],
        },
      ],
    },
    {
      heading: 'How a partnership works',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'You tell us about your organisation and the founders or investors you serve, with the form below.',
            'We meet for 45 minutes to understand where our work overlaps and where it does not.',
            'We agree in writing how referrals work, who owns the client relationship and how conflicts are declared.',
            'We review the partnership every six months and end it politely if it is not helping clients.',
          ],
        },
        {
          type: 'p',
          text: 'We do not pay or accept referral fees. A referral is made because it is the best answer for the client, and both sides tell the client about any commercial relationship between us.',
        },
      ],
    },
    {
      heading: 'What partners get',
      blocks: [
        {
          type: 'list',
          items: [
            'Founders who arrive with a clear equity story, a tested model and a tidy data room.',
            'A named advisor at JUL who answers within two working days.',
            'Invitations to our quarterly partner breakfast in London and its online edition.',
            [
              'Early copies of our research, starting with the ',
              { text: 'Funding Gaps Report', to: '/funding-gaps-report' },
              '.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Request a partnership',
      id: 'partnership-form',
      blocks: [
        {
          type: 'p',
          text: [
            'Use this form for a partnership between your organisation and JUL. If you would rather write, the address is ',
            mailto(COMPANY.emails.partners),
            '. Organisations joining the wider network can also use the ',
            { text: 'ecosystem form', to: '/ecosystem-form' },
            '.',
          ],
        },
      ],
    },
  ],
}

export const ECOSYSTEM_FORM: PageContent = {
  eyebrow: 'Ecosystem',
  lead: 'Tell us about your organisation and the founders or investors it helps. We read every request and reply within two working days, with a yes, a no or a question.',
  sections: [
    {
      heading: 'Before you apply',
      blocks: [
        {
          type: 'p',
          text: 'We add a handful of organisations each year. What we look for is simple: you do excellent work for early companies, you are candid about what you do not do, and you would recommend us for the same reasons we would recommend you.',
        },
        {
          type: 'list',
          items: [
            'Tell us what you offer in a sentence or two — a service, a programme, capital or expertise.',
            'Say which region you mostly work in, so we can match you with clients who need you.',
            'Include a website so we can read about your work before we meet.',
          ],
        },
      ],
    },
    {
      heading: 'Your organisation',
      id: 'ecosystem-form',
      blocks: [
        {
          type: 'p',
          text: 'What you send is stored as a partnership request and read only by the JUL team. It works offline too: the request waits on your device and is sent when you are back online.',
        },
      ],
    },
  ],
}

export const CONTACT: PageContent = {
  eyebrow: 'Contact',
  lead: `The fastest way to reach us is the form below; it goes straight to the person who will answer. We reply within ${COMPANY.responseTime}, ${COMPANY.hours}.`,
  sections: [
    {
      heading: 'Write to us',
      id: 'contact-form',
      blocks: [
        {
          type: 'p',
          text: 'Tell us what you are working on and what you would like to happen next. A few sentences are enough; we will ask for more if we need it.',
        },
      ],
    },
    {
      heading: 'Other ways to reach us',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'General', text: [mailto(COMPANY.emails.hello)] },
            { term: 'Partnerships', text: [mailto(COMPANY.emails.partners)] },
            { term: 'Press', text: [mailto(COMPANY.emails.press)] },
            { term: 'Privacy and your data', text: [mailto(COMPANY.emails.privacy)] },
            {
              term: 'Security reports',
              text: [
                mailto(COMPANY.emails.security),
                ' — see ',
                { text: 'responsible disclosure', to: '/responsible-disclosure' },
              ],
            },
          ],
        },
        {
          type: 'p',
          text: [
            'Ready to book? A 90-minute strategy session can be booked directly on the ',
            { text: 'sessions page', to: '/sessions' },
            '. Members already working with us can message their advisor in the YEL Room.',
          ],
        },
      ],
    },
    {
      heading: 'Where we are',
      blocks: [
        {
          type: 'p',
          text: `${COMPANY.legalName} is registered in ${COMPANY.jurisdiction} with its registered office in ${COMPANY.registeredOffice}. Almost all of our work happens by video, so clients anywhere are welcome; we meet in person in London by arrangement.`,
        },
      ],
    },
  ],
}
