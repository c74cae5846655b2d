import { COMPANY, mailto } from '../company.ts'
import type { PageContent } from '../types.ts'
import { LEGAL_UPDATED } from './legal-dates.ts'

export const ACCESSIBILITY: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: 'We want everyone who needs advice to be able to use this website, the members’ console and the mobile companion — with a keyboard, a screen reader, magnification, or on a small phone in bright sunlight.',
  sections: [
    {
      heading: 'Our standard',
      blocks: [
        {
          type: 'p',
          text: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page has one main heading, landmarks for the header, navigation and main content, a skip link, labels on every form control, visible keyboard focus and colours that meet AA contrast in both light and dark themes.',
        },
      ],
    },
    {
      heading: 'How we test',
      blocks: [
        {
          type: 'list',
          items: [
            'Every public page is checked automatically with axe-core on a desktop screen and a 390-pixel phone screen before each release; a serious or critical finding stops the release.',
            'Forms are tested with the keyboard alone, and error messages are tied to their fields so screen readers announce them.',
            'We check new pages with VoiceOver on macOS and iOS, and NVDA on Windows.',
            'Motion is reduced when your device asks for reduced motion.',
          ],
        },
      ],
    },
    {
      heading: 'Known limitations',
      blocks: [
        {
          type: 'list',
          items: [
            'The wallpaper and social-ad generators produce images; the preview has a text description, but the downloaded PNG contains your words only as pixels.',
            'The chirp and studio ident tests are sounds. Each button says which sound it plays and shows when it is playing.',
            'The scheduling calendar and the card-payment pages are provided by third parties; we choose providers that publish accessibility commitments, and you can always book by email instead.',
            'Some older session recordings have no transcript. Ask your advisor and we will provide one.',
          ],
        },
      ],
    },
    {
      heading: 'Tell us about a barrier',
      blocks: [
        {
          type: 'p',
          text: [
            'If something does not work for you, write to ',
            mailto(COMPANY.emails.accessibility),
            ` with the page address and what happened. We reply within ${COMPANY.responseTime} and, where we cannot fix the barrier quickly, we will give you the information in another way — by email, on a call or in a document that suits you.`,
          ],
        },
      ],
    },
    {
      heading: 'Enforcement',
      blocks: [
        {
          type: 'p',
          text: [
            'If you are not happy with our response, you can contact the Equality Advisory and Support Service (EASS) at ',
            { text: 'equalityadvisoryservice.com', to: 'https://www.equalityadvisoryservice.com/' },
            '.',
          ],
        },
      ],
    },
    {
      heading: 'About this statement',
      blocks: [
        {
          type: 'p',
          text: 'This statement was prepared on the date shown above and is reviewed with every major release of the website or the apps.',
        },
      ],
    },
  ],
}

export const DATA_DELETION: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: 'You can ask us to delete your JUL account and the personal data that goes with it at any time. This page explains how, what is deleted, what the law requires us to keep, and how long it takes.',
  sections: [
    {
      heading: 'How to ask',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            [
              'Write to ',
              mailto(COMPANY.emails.privacy),
              ' from the email address on your account, with the subject “Delete my account”.',
            ],
            'If you write from another address, we will ask you to confirm from the account address, so that nobody can delete an account that is not theirs.',
            'We confirm receipt within two working days and tell you when the deletion is complete.',
          ],
        },
        {
          type: 'p',
          text: [
            'Only want to stop emails? ',
            { text: 'Unsubscribe from YELmail', to: '/yelmail/unsubscribe' },
            ' instead; your account stays as it is.',
          ],
        },
      ],
    },
    {
      heading: 'What is deleted',
      blocks: [
        {
          type: 'list',
          items: [
            'Your account, sign-in details and profile',
            'Your workspace: sessions, notes, reports, board cards, agreements, captures, media and messages you wrote',
            'Files you uploaded, including photos and voice memos',
            'Push-notification tokens, passkeys and linked devices',
            'Your membership card and app subscription records, once any paid period has ended',
          ],
        },
      ],
    },
    {
      heading: 'What we must keep',
      blocks: [
        {
          type: 'list',
          items: [
            'Invoices and payment records, for six years, because UK tax law requires it.',
            'Security audit events, for up to 12 months, with your user id removed so they no longer identify you.',
            'Form submissions you sent, with your account link removed; ask and we delete these too.',
            'Messages in shared rooms that other members replied to are anonymised rather than deleted, so conversations still make sense.',
          ],
        },
      ],
    },
    {
      heading: 'How long it takes',
      blocks: [
        {
          type: 'p',
          text: 'We complete deletion within one month of confirming your request. Backups roll over within a further 30 days, after which no copy remains. If a request is complex we may extend this by up to two months, and we will tell you why.',
        },
      ],
    },
    {
      heading: 'Data on your devices',
      blocks: [
        {
          type: 'p',
          text: 'The console and the app keep a copy of your workspace on each device so they work offline. Signing out removes it once any waiting changes have been sent. To remove it from a device you no longer have access to, ask us to sign out all sessions as part of your request; the copy cannot be read without signing in again.',
        },
      ],
    },
    {
      heading: 'Mobile app',
      blocks: [
        {
          type: 'p',
          text: 'Uninstalling the app does not delete your account, and deleting your account does not cancel an app-store subscription: cancel that in your App Store or Google Play settings.',
        },
      ],
    },
  ],
}
