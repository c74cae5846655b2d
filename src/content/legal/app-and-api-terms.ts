import { COMPANY, mailto, PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'
import { LEGAL_UPDATED } from './legal-dates.ts'

export const MOBILE_APP_TERMS: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: `These terms cover the JUL mobile companion for iOS and Android and the mobile web shell. They are between you and ${COMPANY.legalName}, and add to our terms of service.`,
  sections: [
    {
      heading: '1. Licence',
      blocks: [
        {
          type: 'p',
          text: 'We grant you a personal, non-transferable licence to use the app on devices you own or control, for your own and your company’s work with JUL. You may not copy, modify, reverse-engineer or resell it, except as the law allows.',
        },
      ],
    },
    {
      heading: '2. Plans',
      blocks: [
        {
          type: 'table',
          caption: 'Mobile plans',
          head: ['Plan', 'Price', 'Includes'],
          rows: [
            [
              'Free',
              `${PRICE_TEXT.mobileFree} forever`,
              'Dashboards, board, session summaries, agreements, basic chirps, push, offline mode, biometric sign-in',
            ],
            [
              'Premium',
              PRICE_TEXT.mobilePremium,
              'Adds quick capture, voice memos, attachments, unlimited chirps, insight mode, smart photo notes',
            ],
            [
              'Pro',
              PRICE_TEXT.mobilePro,
              'Adds the AI voice assistant, proposal digest, export toolkit, branded export, real-time chirp alerts',
            ],
          ],
        },
        {
          type: 'p',
          text: 'Paid plans bought in the app are billed by Apple or Google, renew automatically each month and can be cancelled in your store account settings at least 24 hours before renewal. Refunds for in-app purchases are handled by the store under its own policy. Where we offer a plan by card on our own checkout, our service cards terms apply instead.',
        },
      ],
    },
    {
      heading: '3. Permissions',
      blocks: [
        {
          type: 'p',
          text: 'The app asks for permissions only when a feature needs them: the microphone for voice memos and the assistant, the camera and photos for photo notes, notifications for chirps and reminders, biometrics for sign-in, and location only for premium location reminders. You can withdraw any permission in your device settings.',
        },
      ],
    },
    {
      heading: '4. Offline use and sync',
      blocks: [
        {
          type: 'p',
          text: 'The app keeps your data on the device so it works without a connection. Changes you make offline are queued and sent in order when you reconnect. If the server refuses a change, the app shows it with the reason, and you decide to retry or discard it; nothing is dropped silently.',
        },
      ],
    },
    {
      heading: '5. AI features',
      blocks: [
        {
          type: 'p',
          text: 'The voice assistant, transcription and insight features use an AI model provider. Their output can be wrong or incomplete; check it before relying on it. We do not allow our AI provider to train its models on your content.',
        },
      ],
    },
    {
      heading: '6. App stores',
      blocks: [
        {
          type: 'p',
          text: 'These terms are with us, not with Apple or Google. They have no obligation to maintain or support the app and are not responsible for claims about it. Apple and its subsidiaries are third-party beneficiaries of these terms when you use the iOS app and may enforce them. You confirm you are not in a country subject to a UK or US embargo.',
        },
      ],
    },
    {
      heading: '7. Contact',
      blocks: [{ type: 'p', text: ['Questions about the app: ', mailto(COMPANY.emails.hello), '.'] }],
    },
  ],
}

export const API_TERMS: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: 'The JUL API lets approved partners and member companies build on the platform: read and write workspace data with a member’s authorisation, publish reports and automate routine work. These terms apply to anyone who uses it.',
  sections: [
    {
      heading: '1. Access',
      blocks: [
        {
          type: 'p',
          text: [
            'API access is by agreement. Apply through ',
            mailto(COMPANY.emails.partners),
            ' with what you want to build. We issue credentials to named organisations and may decline or withdraw access at our discretion.',
          ],
        },
      ],
    },
    {
      heading: '2. Keys and authentication',
      blocks: [
        {
          type: 'list',
          items: [
            'Public (anonymous) keys may be used in client apps; they only reach data that row-level security lets anyone read.',
            'Member data is reached with the member’s own signed-in session, never with a shared key.',
            'Service credentials must never be shipped in a client, committed to a repository or shared. Tell us at once if one leaks; we will rotate it.',
          ],
        },
      ],
    },
    {
      heading: '3. Member data',
      blocks: [
        {
          type: 'p',
          text: 'Use member data only for the purpose the member authorised, show members clearly what you access, and delete it when they revoke access. You may not sell member data, use it for advertising, or use it to train machine-learning models. Where you process personal data for a member, you are their processor and must meet the obligations of UK GDPR Article 28.',
        },
      ],
    },
    {
      heading: '4. Limits and acceptable use',
      blocks: [
        {
          type: 'p',
          text: 'Stay within the rate limits we publish for your credentials and handle errors with backoff: retry network errors and 429 or 5xx answers after at least one second, with increasing delays. Do not probe for vulnerabilities outside our responsible-disclosure policy, scrape the website, or build anything that competes with JUL by copying its features.',
        },
      ],
    },
    {
      heading: '5. Changes',
      blocks: [
        {
          type: 'p',
          text: 'We give at least 90 days’ notice before removing or breaking an endpoint, except where security requires faster action. Additive changes, such as new fields, may happen at any time; build your integration to ignore fields it does not know.',
        },
      ],
    },
    {
      heading: '6. Branding',
      blocks: [
        {
          type: 'p',
          text: [
            'You may say your product “works with JUL”. Any other use of our name or mark needs our agreement and must follow the ',
            { text: 'brand rules', to: '/brand-assets' },
            '.',
          ],
        },
      ],
    },
    {
      heading: '7. No warranty, liability and termination',
      blocks: [
        {
          type: 'p',
          text: 'The API is provided as it is, without a service-level commitment unless agreed in writing. Our liability is limited as in our terms of service. Either side may end API access at any time; on termination you must stop using the API and delete cached member data within 30 days. These terms are governed by the law of England and Wales.',
        },
      ],
    },
  ],
}
