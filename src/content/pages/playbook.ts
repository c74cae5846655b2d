import type { Accent, PageContent, Section } from '../types.ts'

export interface Article {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly kind: 'article' | 'myth'
  readonly accent: Accent
  readonly readingMinutes: number
  readonly published: string
  readonly sections: readonly Section[]
}

export const PLAYBOOK: PageContent = {
  eyebrow: 'Field notes',
  accent: 'founders',
  lead: 'Short, practical notes from our sessions with founders and investors. Each one answers a question we are asked every month, in the way we would answer it in the room.',
  sections: [
    { heading: 'Articles', id: 'articles', blocks: [] },
    {
      heading: 'How to use it',
      blocks: [
        {
          type: 'p',
          text: 'Read an article before a decision, not after it. Each one ends with something you can do this week, and most take less than ten minutes. They are written from anonymised sessions, so the situations are real even when the names are not.',
        },
        {
          type: 'p',
          text: [
            'The full collection, with the frameworks we use in sessions, is available as a digital edition in the ',
            { text: 'JUL Store', to: '/julstore' },
            '. New articles arrive first in ',
            { text: 'YELmail', to: '/join-yelmail' },
            '.',
          ],
        },
      ],
    },
    {
      heading: 'Myth Files',
      blocks: [
        {
          type: 'p',
          text: [
            'Some advice is repeated so often that it sounds true. The ',
            { text: 'Myth Files', to: '/jul-playbook/myth-files' },
            ' take one piece of it at a time and compare it with what we see happen.',
          ],
        },
      ],
    },
  ],
}

export const MYTH_FILES: PageContent = {
  eyebrow: 'JUL Playbook',
  accent: 'founders',
  lead: 'Startup folklore, examined. Each file states the myth, what actually happens in the companies we work with, and what to do instead.',
  sections: [
    { heading: 'The files', id: 'myths', blocks: [] },
    {
      heading: 'Why myths',
      blocks: [
        {
          type: 'p',
          text: 'Founders hear the same advice from accelerators, investors and each other until it feels like a law. Some of it is right in one situation and wrong in most. We keep a file on the pieces we hear most often in sessions and update it when what we see changes. Each file is three short parts: the myth as it is usually told, what we actually see in the companies we work with, and what to do instead.',
        },
        {
          type: 'p',
          text: [
            'Heard one we should examine? Send it to us through the ',
            { text: 'contact page', to: '/contact' },
            '.',
          ],
        },
      ],
    },
  ],
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'raise-without-panic',
    title: 'Raise Without Panic',
    summary: 'Start the round with twelve months of runway and three milestones, not six months and a deck.',
    kind: 'article',
    accent: 'founders',
    readingMinutes: 6,
    published: '2026-03-04',
    sections: [
      {
        heading: 'The panic round',
        blocks: [
          {
            type: 'p',
            text: 'A round started with six months of runway is negotiated by the calendar. Every week without a term sheet costs leverage, and investors can tell. The founders we see raise well start earlier than feels necessary and with less drama than feels normal.',
          },
        ],
      },
      {
        heading: 'Twelve months and three milestones',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'Begin conversations with at least twelve months of runway.',
              'Size the round by the three milestones it buys, not by the months it lasts.',
              'Write the equity story in one page before you touch the deck.',
              'Build the data room before the first partner meeting, not after it.',
            ],
          },
        ],
      },
      {
        heading: 'When it is already late',
        blocks: [
          {
            type: 'p',
            text: 'If runway is already short, decide the bridge first: an extension from insiders, a revenue push or a cost plan. A round raised from a bridge is a round raised with options.',
          },
        ],
      },
    ],
  },
  {
    slug: 'the-first-board-meeting',
    title: 'The First Board Meeting After a Round',
    summary: 'Use it to turn the pitch into a budget everyone has agreed to, before the first surprise.',
    kind: 'article',
    accent: 'advisory',
    readingMinutes: 5,
    published: '2026-02-10',
    sections: [
      {
        heading: 'Why the first meeting matters most',
        blocks: [
          {
            type: 'p',
            text: 'The new board has heard the pitch, not the plan. The first meeting is the only one where nobody is yet defending a number, which makes it the best moment to agree what success looks like in 90 days, six months and a year.',
          },
        ],
      },
      {
        heading: 'What to bring',
        blocks: [
          {
            type: 'list',
            items: [
              'The three milestones the round was raised for, with owners and dates',
              'A budget built backwards from those milestones',
              'The two decisions you want the board’s view on this quarter',
              'A calendar of the next four meetings and what each will decide',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'price-before-you-scale',
    title: 'Price Before You Scale',
    summary: 'A pricing change is the cheapest growth lever you have. Use it before you hire a sales team.',
    kind: 'article',
    accent: 'advisory',
    readingMinutes: 7,
    published: '2026-01-20',
    sections: [
      {
        heading: 'The lever nobody pulls',
        blocks: [
          {
            type: 'p',
            text: 'Early companies set a price once, to win the first customers, and never revisit it. By the time they hire salespeople the price is a habit. Reviewing it first — packaging, tiers, annual terms — changes what every future hire can achieve.',
          },
        ],
      },
      {
        heading: 'A simple review',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'List what your best ten customers would lose if you disappeared.',
              'Price the package around that loss, not around your cost.',
              'Offer annual terms with a reason to take them.',
              'Test the new price on new customers for one quarter before moving existing ones.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'hire-for-the-milestone',
    title: 'Hire for the Milestone',
    summary: 'Write a senior role as the outcomes of its first year, then hire the person who has done them.',
    kind: 'article',
    accent: 'founders',
    readingMinutes: 5,
    published: '2025-12-02',
    sections: [
      {
        heading: 'Relief hires',
        blocks: [
          {
            type: 'p',
            text: 'The most expensive hire is the one made to relieve pressure: a head of sales because the founder is tired of selling. Without a milestone the role becomes whatever the week needs, and both sides are disappointed by month six.',
          },
        ],
      },
      {
        heading: 'Write the year first',
        blocks: [
          {
            type: 'p',
            text: 'Write three outcomes the role must deliver in its first year, with numbers. Interview for evidence of those outcomes, not for titles. Share the page with the candidate: the good ones will improve it.',
          },
        ],
      },
    ],
  },
  {
    slug: 'diligence-from-the-other-side',
    title: 'Diligence From the Other Side',
    summary: 'What investors check, in the order they check it — and how to answer before they ask.',
    kind: 'article',
    accent: 'investors',
    readingMinutes: 6,
    published: '2025-11-14',
    sections: [
      {
        heading: 'The order of questions',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'Does the story hold together, and does the model agree with it?',
              'Are the customers real, and would they say so on a call?',
              'Who owns what: cap table, IP, key contracts?',
              'What happens to the plan if the next round is six months late?',
            ],
          },
        ],
      },
      {
        heading: 'Answer in the data room',
        blocks: [
          {
            type: 'p',
            text: 'Every question answered in the data room before it is asked saves a week. Index the room against the list above and keep a short note at the top of each folder saying what it proves.',
          },
        ],
      },
    ],
  },
  {
    slug: 'myth-you-need-a-warm-intro',
    title: 'Myth: You Need a Warm Intro',
    summary: 'Warm introductions help, but a precise cold note to the right partner often does better.',
    kind: 'myth',
    accent: 'founders',
    readingMinutes: 3,
    published: '2026-02-24',
    sections: [
      {
        heading: 'The myth',
        blocks: [
          {
            type: 'p',
            text: 'Investors only take meetings through warm introductions, so a founder without a network cannot raise.',
          },
        ],
      },
      {
        heading: 'What we see',
        blocks: [
          {
            type: 'p',
            text: 'A vague introduction from a busy contact is easy to ignore. A short, specific note to the partner who invests in exactly your stage and market — one paragraph of traction, one of why them — is answered more often than founders expect.',
          },
        ],
      },
      {
        heading: 'What to do',
        blocks: [
          {
            type: 'p',
            text: 'Research ten partners, not a hundred funds. Write to each as if the note were the meeting.',
          },
        ],
      },
    ],
  },
  {
    slug: 'myth-more-runway-is-always-better',
    title: 'Myth: More Runway Is Always Better',
    summary: 'Runway buys time; milestones buy the next round. Raising more can make the next step harder.',
    kind: 'myth',
    accent: 'investors',
    readingMinutes: 3,
    published: '2026-01-30',
    sections: [
      {
        heading: 'The myth',
        blocks: [
          { type: 'p', text: 'Raise as much as you can: the longer the runway, the safer the company.' },
        ],
      },
      {
        heading: 'What we see',
        blocks: [
          {
            type: 'p',
            text: 'A larger round at a higher valuation raises the bar for the next one. Companies that raised for runway rather than milestones often arrive at the next round with more time spent and not enough proven.',
          },
        ],
      },
      {
        heading: 'What to do',
        blocks: [
          {
            type: 'p',
            text: 'Raise for three milestones plus a six-month buffer, and spend as if the buffer were not there.',
          },
        ],
      },
    ],
  },
  {
    slug: 'myth-advisors-are-for-later',
    title: 'Myth: Advisors Are for Later',
    summary: 'The cheapest time for outside judgement is before the decisions that are hard to undo.',
    kind: 'myth',
    accent: 'advisory',
    readingMinutes: 3,
    published: '2025-12-18',
    sections: [
      {
        heading: 'The myth',
        blocks: [
          {
            type: 'p',
            text: 'Advisors are a luxury for companies that have already found product–market fit.',
          },
        ],
      },
      {
        heading: 'What we see',
        blocks: [
          {
            type: 'p',
            text: 'The decisions that shape a company — co-founder equity, the first market, the first senior hire — are made early and are expensive to reverse. One session before each of them costs less than a month of undoing one.',
          },
        ],
      },
      {
        heading: 'What to do',
        blocks: [
          {
            type: 'p',
            text: 'Buy judgement by the decision, not by the year, until you know you need more.',
          },
        ],
      },
    ],
  },
]

export const PLAYBOOK_TEXTS = {
  notFoundTitle: 'Article not found',
  notFoundText:
    'There is no playbook article at this address. It may have moved; the playbook lists every article.',
  backToPlaybook: 'Back to the playbook',
  minutes: (minutes: number) => `${minutes} min read`,
  mythLabel: 'Myth File',
} as const

export function articleBySlug(slug: string): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug)
}
