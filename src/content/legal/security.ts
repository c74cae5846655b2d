import { COMPANY, mailto } from '../company.ts'
import type { PageContent } from '../types.ts'
import { LEGAL_UPDATED } from './legal-dates.ts'

export const RESPONSIBLE_DISCLOSURE: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: 'If you believe you have found a security vulnerability in JUL, we want to hear from you. This policy says what is in scope, how to report, and what we promise in return — including that we will not take legal action against good-faith research that follows it.',
  sections: [
    {
      heading: 'In scope',
      blocks: [
        {
          type: 'list',
          items: [
            'This website and every page under it, including the members’ console and the mobile shell',
            'Our API: the REST, auth, storage, realtime and functions endpoints the apps use',
            'The JUL mobile apps for iOS and Android',
          ],
        },
      ],
    },
    {
      heading: 'Out of scope',
      blocks: [
        {
          type: 'list',
          items: [
            'Denial-of-service or volume testing, and anything that degrades the service for others',
            'Social engineering, phishing or physical attacks on our staff or offices',
            'The services of our providers (payments, scheduling, hosting): report those to them',
            'Reports from automated scanners without a demonstrated impact',
            'Missing headers or email-authentication records without a practical exploit',
          ],
        },
      ],
    },
    {
      heading: 'How to report',
      blocks: [
        {
          type: 'p',
          text: [
            'Email ',
            mailto(COMPANY.emails.security),
            ' with a description of the issue, the steps to reproduce it, the affected URL or endpoint and what an attacker could achieve. Screenshots or a short proof of concept help. Ask and we will give you a key to encrypt your report.',
          ],
        },
      ],
    },
    {
      heading: 'Rules for testing',
      blocks: [
        {
          type: 'list',
          items: [
            'Use accounts you created yourself. Never access, change or delete another member’s data; if you reach any, stop and tell us.',
            'Keep to the minimum needed to show the problem.',
            'Respect the rate limits: sign-in and other sensitive operations allow 3 attempts in 15 minutes.',
            'Give us reasonable time to fix the issue before you tell anyone else; we suggest 90 days.',
          ],
        },
      ],
    },
    {
      heading: 'What we promise',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'Acknowledgement', text: 'Within 3 working days' },
            { term: 'Assessment', text: 'Our view of the severity within 10 working days' },
            {
              term: 'Fixes',
              text: 'Critical issues as fast as possible, high within 30 days, others within 90 days',
            },
            { term: 'Credit', text: 'Named in our thanks list if you would like to be' },
          ],
        },
        {
          type: 'p',
          text: 'If you follow this policy in good faith, we will not pursue or support legal action against you, and we will say so to anyone who asks. We do not run a paid bug bounty at present.',
        },
      ],
    },
  ],
}

export const SECURITY_WHITEPAPER: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: 'Founders and investors share their most sensitive material with us: models, cap tables, board papers, recordings. This paper explains how the JUL platform protects it — on our servers, in transit and on your own devices.',
  sections: [
    {
      heading: '1. Architecture in brief',
      blocks: [
        {
          type: 'p',
          text: 'JUL is a progressive web app backed by a managed PostgreSQL database with authentication, file storage and serverless functions. The apps keep a copy of the signed-in member’s own data on the device so they work offline, and a sync engine sends changes to the server in order when the connection returns.',
        },
      ],
    },
    {
      heading: '2. Access control',
      blocks: [
        {
          type: 'p',
          text: 'Every table has row-level security enforced by the database itself, on every request, from the identity in the member’s signed token. The apps cannot bypass it: a member can read and change only their own rows, shared reference data and what another member has deliberately published, such as a proposal or a readiness report.',
        },
        {
          type: 'p',
          text: 'Staff are recognised by their company address and a short list of named accounts, kept on the server. Staff access is limited to what advisory work needs and every staff action on member data is recorded.',
        },
      ],
    },
    {
      heading: '3. Sign-in and sessions',
      blocks: [
        {
          type: 'list',
          items: [
            'Passwords need at least 8 characters with upper- and lower-case letters, a number and a special character; common passwords are refused. They are stored only as salted hashes.',
            'Magic-link sign-in and passkeys (WebAuthn) avoid passwords altogether.',
            'Sessions end after 30 minutes without activity, with a warning 5 minutes before. Tokens are short-lived and refreshed automatically.',
            'Sign-in and other sensitive operations are limited to 3 attempts in 15 minutes; other actions to 10 a minute.',
          ],
        },
      ],
    },
    {
      heading: '4. Encryption',
      blocks: [
        {
          type: 'p',
          text: 'All traffic uses TLS 1.2 or later. The database, backups and file storage are encrypted at rest with AES-256 by our hosting provider. Card payments are handled entirely by our payment provider, which is PCI DSS Level 1 certified; card numbers never reach our servers, and payment webhooks are accepted only with a valid signature.',
        },
      ],
    },
    {
      heading: '5. Data on your device',
      blocks: [
        {
          type: 'p',
          text: 'The offline copy lives in the browser’s storage for this site only and belongs to the signed-in account. Changes waiting to be sent are kept with the account they belong to and are never sent with another member’s session. On sign-out the app first tries to send them, tells you if some must stay, and clears the copy once nothing is waiting. When a new version of the app is installed, waiting changes are preserved across the reset.',
        },
      ],
    },
    {
      heading: '6. Input and files',
      blocks: [
        {
          type: 'p',
          text: 'Every form is validated in the browser and again on the server. Text is cleaned of scripts and inline handlers, and content that looks like an injection attempt is refused. Uploads are limited to known photo, audio, video and document types within a size limit; executable files, double extensions and system file names are refused.',
        },
      ],
    },
    {
      heading: '7. Monitoring and audit',
      blocks: [
        {
          type: 'p',
          text: 'Security, authentication, data-access and user-action events are recorded with a severity level in an audit log on the server, queued on the device and retried if the network fails. Audit events are kept for 12 months; when an account is deleted, its events lose the link to the person.',
        },
      ],
    },
    {
      heading: '8. Third parties',
      blocks: [
        {
          type: 'p',
          text: [
            'The browser is only allowed to contact the services the product needs — card payments, scheduling, analytics with consent, Google sign-in and APIs, a professional social network, an email service and an automation webhook — through a strict content security policy. Our processors are listed in the ',
            { text: 'data processing agreement', to: '/data-processing-agreement' },
            '.',
          ],
        },
      ],
    },
    {
      heading: '9. Incidents and continuity',
      blocks: [
        {
          type: 'p',
          text: 'We keep daily backups with point-in-time recovery for seven days. If a personal data breach is likely to put members at risk, we notify the Information Commissioner’s Office within 72 hours and tell affected members without undue delay, with what happened and what we are doing.',
        },
        {
          type: 'p',
          text: [
            'We are not certified to ISO 27001 or SOC 2; our controls follow the UK Cyber Essentials scheme and the ICO’s security guidance. Found a weakness? Please follow our ',
            { text: 'responsible disclosure policy', to: '/responsible-disclosure' },
            '.',
          ],
        },
      ],
    },
  ],
}
