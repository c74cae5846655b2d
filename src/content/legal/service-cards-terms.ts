import { COMPANY, mailto, PRICE_TEXT } from '../company.ts'
import type { PageContent } from '../types.ts'
import { LEGAL_UPDATED } from './legal-dates.ts'

export const SERVICE_CARDS_TERMS: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: `These terms apply to services and products you buy from ${COMPANY.legalName} through the service cards on this website and in the console — strategy sessions, sprints, reviews, retainers and digital products. They add to our terms of service.`,
  sections: [
    {
      heading: '1. Prices and currency',
      blocks: [
        {
          type: 'p',
          text: 'Each service card shows its price in euro, US dollars or British pounds, depending on your currency choice. You are charged in the currency shown at checkout; where a card has no price in your currency, the euro price is shown and charged. Prices exclude VAT, which is added where it applies. A card marked “Contact” is priced in a written proposal.',
        },
      ],
    },
    {
      heading: '2. Buying',
      blocks: [
        {
          type: 'p',
          text: 'Paying online requires a JUL account. Payment is taken by our payment provider when you complete checkout; the contract is formed when you receive our confirmation email. Where a card offers a calendar booking, you choose a time through our scheduling provider and receive a calendar invitation.',
        },
      ],
    },
    {
      heading: '3. Strategy sessions',
      blocks: [
        {
          type: 'list',
          items: [
            `A strategy session is ${PRICE_TEXT.strategySession}, by video, with a written summary within 48 hours.`,
            'You may reschedule free of charge up to 24 hours before the start.',
            'Cancel more than 48 hours before the start for a full refund. Within 48 hours the fee is not refunded, but you may reschedule once if you tell us at least 24 hours before.',
            'If you do not attend, the session is treated as delivered. If we must cancel, you choose a new time or a full refund.',
            'If you start a retainer within 30 days of a session, the session fee is credited against the first month.',
          ],
        },
      ],
    },
    {
      heading: '4. Sprints and fixed-price reviews',
      blocks: [
        {
          type: 'p',
          text: 'Fixed-price work such as the Investor Readiness Sprint or a go-to-market review is paid in advance and starts on a date we agree. If you cancel before the start date you receive a full refund; after it, we refund the fee for the weeks not yet delivered. If we cannot deliver, we refund everything not delivered.',
        },
      ],
    },
    {
      heading: '5. Retainers',
      blocks: [
        {
          type: 'p',
          text: `Retainers are billed monthly in advance at the rate on your proposal (our campaigns advertise ${PRICE_TEXT.retainerCampaign}; the booking widget shows ${PRICE_TEXT.retainerWidget}). Either side may end a retainer with one month’s notice. Sessions not used in a month do not roll over unless we agreed otherwise in writing.`,
        },
      ],
    },
    {
      heading: '6. Digital products',
      blocks: [
        {
          type: 'p',
          text: 'Digital products, such as the playbook edition, are delivered to your console when payment is confirmed. By downloading a digital product you agree that supply starts at once and the 14-day cancellation right ends; if a file is faulty or not as described, you are entitled to a repair, a replacement or a refund.',
        },
      ],
    },
    {
      heading: '7. Consumers',
      blocks: [
        {
          type: 'p',
          text: 'If you buy as a consumer rather than for a business, you may cancel a service within 14 days of buying it. If you asked us to start within those 14 days, we may deduct the value of what we have already delivered. Your statutory rights are not affected by these terms.',
        },
      ],
    },
    {
      heading: '8. Liability and complaints',
      blocks: [
        {
          type: 'p',
          text: [
            'Our liability for a service bought through a service card is limited to the price you paid for it, except where the law does not allow a limit. If something goes wrong, write to ',
            mailto(COMPANY.emails.hello),
            ' and we will respond within two working days and aim to resolve it within 14 days.',
          ],
        },
      ],
    },
  ],
}
