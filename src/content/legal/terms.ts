import { COMPANY, mailto, PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'
import { LEGAL_UPDATED } from './legal-dates.ts'

export const TERMS_OF_SERVICE: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: `These terms apply when you use the JUL website, the members’ console or the mobile companion, and when you buy advisory services from ${COMPANY.legalName}. Please read them; by using the service you agree to them.`,
  sections: [
    {
      heading: '1. About us and these terms',
      blocks: [
        {
          type: 'p',
          text: `The service is provided by ${COMPANY.legalName}, a company registered in ${COMPANY.jurisdiction} with its registered office in ${COMPANY.registeredOffice}. Where you have signed a proposal or engagement letter with us, that document prevails over these terms for the engagement it describes.`,
        },
        {
          type: 'p',
          text: [
            'Services bought through service cards on this site are also covered by the ',
            { text: 'service cards terms', to: '/service-cards-terms' },
            '; the mobile companion by the ',
            { text: 'mobile app terms', to: '/mobile-app-terms' },
            '; our API by the ',
            { text: 'API terms of use', to: '/api-terms-of-use' },
            '.',
          ],
        },
      ],
    },
    {
      heading: '2. Accounts',
      blocks: [
        {
          type: 'p',
          text: 'You must be 18 or over and give accurate details. Keep your password to yourself; you are responsible for what happens under your account. For your security we sign you out after 30 minutes without activity. Tell us at once if you think someone else has used your account.',
        },
      ],
    },
    {
      heading: '3. The members’ console',
      blocks: [
        {
          type: 'p',
          text: `Console Standard is free and mostly view-only. Console Pro costs ${PRICE_TEXT.consolePro}, billed monthly in advance by card through our payment provider, and renews automatically until you cancel. You can cancel at any time from the subscription settings; Pro stays active until the end of the period you have paid for, and we do not refund part-months.`,
        },
        {
          type: 'p',
          text: 'We may change the price of Pro with at least 30 days’ notice by email; the new price applies from your next renewal after the notice, and you may cancel before then.',
        },
      ],
    },
    {
      heading: '4. Advisory services',
      blocks: [
        {
          type: 'p',
          text: `A strategy session is ${PRICE_TEXT.strategySession}. A retainer is a monthly fee stated in your proposal (our campaigns advertise ${PRICE_TEXT.retainerCampaign}; the booking widget shows ${PRICE_TEXT.retainerWidget}) and runs until either side gives one month’s notice. Equity partnerships are agreed individually in a separate written agreement.`,
        },
        {
          type: 'p',
          text: 'We will perform services with reasonable care and skill. The decisions you make are yours: our advice informs them but does not replace your own judgement or that of your board.',
        },
      ],
    },
    {
      heading: '5. Not investment, legal or tax advice',
      blocks: [
        {
          type: 'p',
          text: 'JUL provides strategic and commercial advice. We are not authorised by the Financial Conduct Authority. Nothing on this site or in our services is a financial promotion, an offer of securities, or investment, legal, tax or accounting advice. Take regulated advice where you need it; our ecosystem partners can help.',
        },
      ],
    },
    {
      heading: '6. Your content',
      blocks: [
        {
          type: 'p',
          text: 'What you put into your workspace remains yours. You give us the rights we need to host it, show it to the people you share it with and provide the service. You confirm you may share any personal data or third-party material you upload, and you can export or delete it at any time.',
        },
        {
          type: 'p',
          text: 'We treat everything in your workspace as confidential, and we expect the same of what we share with you, including proposals and reports, unless they are published on this site.',
        },
      ],
    },
    {
      heading: '7. Our content',
      blocks: [
        {
          type: 'p',
          text: 'The site, the software, the playbook, reports and templates are ours or our licensors’. You may use them for your own company’s work. You may not resell them, copy the software, or use our name or mark without permission.',
        },
      ],
    },
    {
      heading: '8. Acceptable use',
      blocks: [
        {
          type: 'list',
          items: [
            'Do not try to access data that is not yours, probe the service beyond what our responsible-disclosure policy allows, or disrupt it.',
            'Do not upload unlawful, infringing or malicious material.',
            'Do not send automated or bulk submissions through our forms; they are rate limited for this reason.',
            'Treat other members in shared rooms with respect. We may remove messages that break these rules.',
          ],
        },
      ],
    },
    {
      heading: '9. Availability and offline use',
      blocks: [
        {
          type: 'p',
          text: 'We aim to keep the service available at all times but cannot promise it will be uninterrupted. Changes you make offline are kept on your device and sent when you reconnect; if the server refuses a change, it is shown to you with the reason so that you can retry or discard it.',
        },
      ],
    },
    {
      heading: '10. Liability',
      blocks: [
        {
          type: 'p',
          text: 'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law. Subject to that, we are not liable for loss of profit, revenue, business or goodwill, or for indirect loss, and our total liability in any 12 months is limited to the fees you paid us in that period.',
        },
        {
          type: 'p',
          text: 'If you are a consumer, you also have legal rights under the Consumer Rights Act 2015 that these terms do not affect.',
        },
      ],
    },
    {
      heading: '11. Ending the agreement',
      blocks: [
        {
          type: 'p',
          text: 'You can close your account at any time. We may suspend or close an account that breaks these terms, after telling you why unless the law or security prevents it. Sections 5, 6, 7 and 10 continue after the agreement ends.',
        },
      ],
    },
    {
      heading: '12. Law and contact',
      blocks: [
        {
          type: 'p',
          text: [
            'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction; consumers living elsewhere in the UK may also use their local courts. Questions: ',
            mailto(COMPANY.emails.legal),
            '.',
          ],
        },
      ],
    },
  ],
}
