import type { PageContent } from '../types.ts'

export const FUNDING_GAPS_REPORT: PageContent = {
  eyebrow: 'Research · 2026 edition',
  accent: 'founders',
  lead: 'Companies rarely run out of money in one moment. They lose momentum over months, in gaps between what investors need to see and what the company can show. This report names the seven gaps we meet most often in our own engagements, and what closes each one.',
  ctas: [{ label: 'Request the full report', to: '/funding-gaps-report/access' }],
  sections: [
    {
      heading: 'How we wrote it',
      blocks: [
        {
          type: 'p',
          text: 'The report draws on our advisory work with pre-seed to Series B companies in Europe and North America: readiness reviews before a round, board work after one, and the sessions where founders brought us a round that had stalled. It is practitioner evidence, not a survey, and we say where a pattern is common rather than pretending to a precision we do not have.',
        },
      ],
    },
    {
      heading: 'The seven gaps',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: '1. The story gap',
              text: 'The deck explains the product; investors are buying the next 24 months. Close it by writing the equity story first — why this company, why now, why this team — and building the deck around it.',
            },
            {
              term: '2. The model gap',
              text: 'The financial model and the story disagree: the story says enterprise, the model says self-serve. Close it by reviewing the model line by line against the story before anyone outside sees it.',
            },
            {
              term: '3. The data-room gap',
              text: 'Diligence questions arrive faster than answers. Close it with a data-room index built against a real diligence list, filled before the first partner meeting.',
            },
            {
              term: '4. The milestone gap',
              text: 'The round is sized by runway, not by what it buys. Close it by tying the raise to three milestones that make the next round easy, and budgeting backwards from them.',
            },
            {
              term: '5. The board gap',
              text: 'After the round the board changes and the plan has to become a budget, but no one owns the change. Close it with a first-90-days plan agreed at the first board meeting.',
            },
            {
              term: '6. The hiring gap',
              text: 'The first senior hire is made to relieve pressure rather than to deliver a milestone. Close it by writing the role as outcomes for its first year, then hiring.',
            },
            {
              term: '7. The bridge gap',
              text: 'The company starts its next raise with fewer than nine months of runway. Close it by deciding the bridge plan — extension, insiders, revenue — a full quarter before it is needed.',
            },
          ],
        },
      ],
    },
    {
      heading: 'What founders can do this month',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Write the equity story in one page and ask two investors you trust to repeat it back.',
            'Read your model against that page and list every line where they disagree.',
            'Start the data-room index now, even if the round is a year away.',
            'Name the three milestones this round buys, and check the budget delivers them.',
          ],
        },
      ],
    },
    {
      heading: 'The full report',
      blocks: [
        {
          type: 'p',
          text: [
            'The full edition adds a checklist for each gap, worked examples from anonymised engagements and the data-room index we use ourselves. It is free: ',
            { text: 'request access', to: '/funding-gaps-report/access' },
            ' and we send it by email.',
          ],
        },
      ],
    },
  ],
}

export const FUNDING_GAPS_ACCESS: PageContent = {
  eyebrow: 'Funding Gaps Report',
  accent: 'founders',
  lead: 'The full edition of the Funding Gaps Report — seven checklists, worked examples and our data-room index — is free. Tell us who you are and we send it to your inbox.',
  sections: [
    {
      heading: 'What you receive',
      blocks: [
        {
          type: 'list',
          items: [
            'The report as a PDF, about forty pages',
            'A checklist per gap, to use with your team or board',
            'The data-room index we use in our own readiness reviews, as a spreadsheet',
            'An invitation to the next online briefing on the findings',
          ],
        },
      ],
    },
    {
      heading: 'Request access',
      id: 'access-form',
      blocks: [
        {
          type: 'p',
          text: [
            'We use your details only to send the report and, if you tick it on the newsletter page, YELmail. Nothing is shared with third parties; see the ',
            { text: 'privacy policy', to: '/privacy-policy' },
            '.',
          ],
        },
      ],
    },
  ],
}
