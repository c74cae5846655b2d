import { COMPANY, mailto } from '../company.ts'
import type { PageContent, Section } from '../types.ts'

export const JOIN_YELMAIL: PageContent = {
  eyebrow: 'YELmail',
  lead: 'One letter a week on strategy, fundraising and leadership, written by the people who run our sessions. Five minutes to read, free, and easy to leave.',
  ctas: [{ label: 'Read a sample issue', to: '/newsletter-preview' }],
  sections: [
    {
      heading: 'What you get',
      blocks: [
        {
          type: 'list',
          items: [
            'Tuesday: the weekly letter — one idea from a real session, anonymised, and what to do with it',
            'First Friday of the month: the digest, the month’s best notes in five minutes',
            'Now and then: invitations to office hours and events, if you ask for them',
          ],
        },
      ],
    },
    {
      heading: 'Who writes it',
      blocks: [
        {
          type: 'p',
          text: 'The advisors who run JUL sessions write every issue. Client details are always anonymised, and nothing is sponsored: we do not take advertising or paid placements.',
        },
      ],
    },
    {
      heading: 'Subscribe',
      id: 'join-form',
      blocks: [
        {
          type: 'p',
          text: [
            'We never share the list. Every email has a one-click unsubscribe link, and you can ',
            { text: 'change your preferences', to: '/yelmail/preferences' },
            ' at any time.',
          ],
        },
      ],
    },
  ],
}

export const YELMAIL_PREFERENCES: PageContent = {
  eyebrow: 'YELmail',
  lead: 'Choose what you receive and how often, or unsubscribe from everything. Changes take effect within one working day.',
  sections: [
    {
      heading: 'Your preferences',
      id: 'preferences-form',
      blocks: [
        {
          type: 'p',
          text: 'Enter the address you subscribed with and tick what you want to keep. The weekly letter arrives on Tuesdays; the digest on the first Friday of each month, and choosing “Monthly digest only” pauses the weekly letter without losing your place.',
        },
        {
          type: 'p',
          text: 'Your change is saved on this device at once and sent to us as soon as you are online, even if you close this page.',
        },
      ],
    },
    {
      heading: 'Unsubscribe',
      id: 'unsubscribe',
      blocks: [
        {
          type: 'p',
          text: [
            'Unsubscribing removes your address from every YELmail list. If you also want us to delete what we hold about you, see ',
            { text: 'data deletion', to: '/data-deletion' },
            ' or write to ',
            mailto(COMPANY.emails.privacy),
            '.',
          ],
        },
      ],
    },
  ],
}

export interface NewsletterIssue {
  readonly name: string
  readonly issue: string
  readonly date: string
  readonly subject: string
  readonly sections: readonly Section[]
}

export const NEWSLETTER_PREVIEW_LEAD =
  'This is a recent issue of the weekly letter, exactly as subscribers received it (client details anonymised).'

export const WEEKLY_ISSUE: NewsletterIssue = {
  name: 'YELmail',
  issue: 'Issue 142',
  date: 'Tuesday 10 March 2026',
  subject: 'The round that was sized by the calendar',
  sections: [
    {
      heading: 'This week’s session',
      blocks: [
        {
          type: 'p',
          text: 'A founder brought us a Series A that had been “nearly closed” for four months. The deck was good and the numbers were fine. The problem was the size: they were raising eighteen months of runway, and no investor could see what those months would prove.',
        },
        {
          type: 'p',
          text: 'We spent the session on one question: which three milestones make the Series B easy? Revenue from two enterprise pilots, a second product line live, a head of sales who has hit a quota. The round shrank by a fifth and closed in five weeks.',
        },
      ],
    },
    {
      heading: 'Try this',
      blocks: [
        {
          type: 'p',
          text: 'Write your three milestones on one line each. If an investor cannot tell from that page why the round is the size it is, neither can you.',
        },
      ],
    },
    {
      heading: 'From the playbook',
      blocks: [
        {
          type: 'p',
          text: [
            { text: 'Raise Without Panic', to: '/jul-playbook/raise-without-panic' },
            ' — start with twelve months and three milestones.',
          ],
        },
      ],
    },
  ],
}

export const DIGEST_PREVIEW_LEAD =
  'The monthly digest collects the month’s most useful notes in one five-minute read. This is the February 2026 edition.'

export const DIGEST_ISSUE: NewsletterIssue = {
  name: 'YELmail Digest',
  issue: 'February 2026',
  date: 'Friday 6 March 2026',
  subject: 'Boards, pricing and the warm-intro myth',
  sections: [
    {
      heading: 'The month in three notes',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            [
              { text: 'The first board meeting after a round', to: '/jul-playbook/the-first-board-meeting' },
              ': agree the budget while nobody is defending a number yet.',
            ],
            [
              { text: 'Price before you scale', to: '/jul-playbook/price-before-you-scale' },
              ': review packaging before hiring salespeople.',
            ],
            [
              { text: 'Myth: you need a warm intro', to: '/jul-playbook/myth-you-need-a-warm-intro' },
              ': a precise note to the right partner often does better.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Question of the month',
      blocks: [
        {
          type: 'p',
          text: '“Should we tell investors about the pilot that failed?” Yes — before they find it. A failed pilot explained with what you learned is evidence of judgement; one discovered in diligence is evidence of something else.',
        },
      ],
    },
    {
      heading: 'Coming up',
      blocks: [
        {
          type: 'p',
          text: [
            'Online briefing on the ',
            { text: 'Funding Gaps Report', to: '/funding-gaps-report' },
            ', last Thursday of the month. Members receive the invitation in the console.',
          ],
        },
      ],
    },
  ],
}
