import { COMPANY, mailto } from '../company.ts'
import type { PageContent } from '../types.ts'
import { LEGAL_UPDATED } from './legal-dates.ts'

export const PRIVACY_POLICY: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: `This policy explains what personal data ${COMPANY.legalName} (“JUL”, “we”) collects through this website, the members’ console and the mobile companion, why we collect it, who we share it with and the rights you have under the UK GDPR and the Data Protection Act 2018.`,
  sections: [
    {
      heading: '1. Who we are',
      blocks: [
        {
          type: 'p',
          text: `${COMPANY.legalName} is a company registered in ${COMPANY.jurisdiction}, with its registered office in ${COMPANY.registeredOffice}. We are the data controller for the personal data described in this policy, and we are registered with the Information Commissioner’s Office (data controller registration ${COMPANY.icoRegistration}).`,
        },
        {
          type: 'p',
          text: [
            'For anything about your personal data, write to ',
            mailto(COMPANY.emails.privacy),
            '. Where member companies put personal data about other people into their workspace, we process it on their behalf under our ',
            { text: 'data processing agreement', to: '/data-processing-agreement' },
            '.',
          ],
        },
      ],
    },
    {
      heading: '2. What we collect',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'When you fill in a form',
              text: 'Your name, email address and what you write, plus fields such as company, website, phone number, stage or topic, and the page you sent it from.',
            },
            {
              term: 'When you create an account',
              text: 'Your email address, a password (stored only as a salted hash), and your profile: first and last name, company, company website, job title, phone, LinkedIn address and whether you are a founder or an investor.',
            },
            {
              term: 'When you work with us',
              text: 'The content of your workspace: sessions, recordings you connect, session notes and reports, board cards, agreements, messages in the YEL Room, sparks, captures (text, voice and photos), media and interaction logs.',
            },
            {
              term: 'When you pay',
              text: 'What you bought, the amount, currency and date. Card details go directly to our payment provider; we never see or store your card number.',
            },
            {
              term: 'Technical data',
              text: 'Device and browser type, the app version, security events (sign-ins, sign-outs, refused requests) with IP address and user agent, push-notification tokens if you allow notifications, and the screen you were on when you used quick capture.',
            },
            {
              term: 'With your consent only',
              text: 'Analytics, functional and marketing cookies, as chosen in the cookie banner or on the cookie preferences page.',
            },
          ],
        },
      ],
    },
    {
      heading: '3. Why we use it, and our lawful bases',
      blocks: [
        {
          type: 'table',
          caption: 'Purposes and lawful bases (UK GDPR Article 6)',
          head: ['Purpose', 'Lawful basis'],
          rows: [
            ['Providing advisory services, the console and the app you signed up for', 'Contract'],
            [
              'Answering forms, waitlist and partnership requests',
              'Legitimate interests (responding to you)',
            ],
            ['Sending YELmail', 'Consent, which you can withdraw in one click'],
            ['Taking payments, keeping accounts and invoices', 'Contract; legal obligation'],
            [
              'Keeping the service secure: sign-in limits, audit logs, fraud prevention',
              'Legitimate interests (security)',
            ],
            [
              'Counting live visitors and improving the site',
              'Legitimate interests; consent for analytics cookies',
            ],
            [
              'AI-written session reports, transcription and the assistant',
              'Contract (features you choose to use)',
            ],
          ],
        },
        {
          type: 'p',
          text: 'We do not make decisions about you based solely on automated processing that have legal or similarly significant effects. AI-written reports are drafts for you and your advisor to read, not decisions.',
        },
      ],
    },
    {
      heading: '4. Who we share it with',
      blocks: [
        {
          type: 'p',
          text: 'We use a small number of processors who act on our instructions under written contracts:',
        },
        {
          type: 'list',
          items: [
            'Database, authentication and file storage hosting (Supabase)',
            'Card payments and billing (Stripe)',
            'Session scheduling (Calendly)',
            'Google, if you choose Google sign-in or connect Google Drive for session recordings',
            'An AI model provider for session reports, transcription and the assistant',
            'An automation service that passes contact records to our CRM',
            'An email delivery service for YELmail and account emails',
            'Apple and Google push services, if you allow notifications',
          ],
        },
        {
          type: 'p',
          text: 'We never sell personal data. We share it with others only when you ask us to (for example when you publish a readiness report to chosen investors), or when the law requires it.',
        },
      ],
    },
    {
      heading: '5. International transfers',
      blocks: [
        {
          type: 'p',
          text: 'Some processors store or access data outside the UK, mostly in the European Economic Area and the United States. Where a country does not have a UK adequacy decision, we rely on the UK International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses, together with an assessment of the transfer.',
        },
      ],
    },
    {
      heading: '6. How long we keep it',
      blocks: [
        {
          type: 'table',
          caption: 'Retention periods',
          head: ['Data', 'Kept for'],
          rows: [
            ['Form submissions that do not lead to work', '24 months'],
            ['Account and workspace content', 'While your account is open, then 30 days'],
            ['Invoices and payment records', '6 years after the end of the financial year (HMRC)'],
            ['Security audit events', '12 months; your user id is removed when your account is deleted'],
            ['YELmail subscription', 'Until you unsubscribe'],
            ['Cookie consent answer', '12 months, or until you change it'],
          ],
        },
      ],
    },
    {
      heading: '7. Data on your device',
      blocks: [
        {
          type: 'p',
          text: 'So that the console and the app work offline, a copy of your own workspace is kept in your browser’s storage (IndexedDB), together with changes waiting to be sent. It belongs to the signed-in account only and is removed when you sign out and the waiting changes have been sent. Forms you send while offline wait on the device until they are delivered.',
        },
        {
          type: 'p',
          text: 'We also keep a few essential items in local storage: your sign-in session, your cookie answer, your preferred currency and audio settings. These are strictly necessary for the service and need no consent.',
        },
      ],
    },
    {
      heading: '8. Your rights',
      blocks: [
        {
          type: 'list',
          items: [
            'Access: ask for a copy of the personal data we hold about you.',
            'Rectification: ask us to correct anything inaccurate.',
            [
              'Erasure: ask us to delete your data — see ',
              { text: 'data deletion', to: '/data-deletion' },
              '.',
            ],
            'Restriction and objection: ask us to stop or limit some uses.',
            'Portability: receive your data in a common, machine-readable format.',
            'Withdraw consent at any time, for YELmail or optional cookies, without affecting earlier use.',
          ],
        },
        {
          type: 'p',
          text: [
            'We reply within one month. You can also complain to the Information Commissioner’s Office at ',
            { text: 'ico.org.uk', to: 'https://ico.org.uk/make-a-complaint/' },
            ' or on 0303 123 1113, though we would appreciate the chance to put things right first.',
          ],
        },
      ],
    },
    {
      heading: '9. Cookies',
      blocks: [
        {
          type: 'p',
          text: [
            'Essential cookies and storage are always on. Analytics, functional and marketing cookies are off until you accept them, and you can change your answer on the ',
            { text: 'cookie preferences', to: '/cookie-preferences' },
            ' page at any time.',
          ],
        },
      ],
    },
    {
      heading: '10. Children',
      blocks: [
        {
          type: 'p',
          text: 'Our services are for founders, investors and professionals. They are not intended for anyone under 18, and we do not knowingly collect data about children.',
        },
      ],
    },
    {
      heading: '11. Changes to this policy',
      blocks: [
        {
          type: 'p',
          text: 'When we change this policy we update the date at the top. If a change matters to how we use your data, we tell members by email and in the console before it takes effect.',
        },
      ],
    },
  ],
}
