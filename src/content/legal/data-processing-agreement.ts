import { COMPANY, mailto } from '../company.ts'
import type { PageContent } from '../types.ts'
import { LEGAL_UPDATED } from './legal-dates.ts'

export const DATA_PROCESSING_AGREEMENT: PageContent = {
  lastUpdated: LEGAL_UPDATED,
  lead: `This agreement applies when a member company (the “Controller”) uses JUL to store or process personal data about other people — its staff, investors, customers or candidates — and ${COMPANY.legalName} (the “Processor”) processes that data on its behalf. It meets the requirements of Article 28 of the UK GDPR and forms part of our terms of service.`,
  sections: [
    {
      heading: '1. Subject matter and duration',
      blocks: [
        {
          type: 'p',
          text: 'The Processor hosts and processes personal data that the Controller puts into its JUL workspace, for as long as the Controller uses the service and for 30 days afterwards, when the data is deleted or returned.',
        },
      ],
    },
    {
      heading: '2. Details of the processing',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Nature and purpose',
              text: 'Storage, display, synchronisation across devices, transcription and AI-written reports requested by the Controller, and sharing with people the Controller chooses.',
            },
            {
              term: 'Types of personal data',
              text: 'Names, contact details, job titles, content of notes, recordings, messages and documents, and any other data the Controller uploads.',
            },
            {
              term: 'Data subjects',
              text: 'The Controller’s employees, founders, board members, investors, customers, candidates and other contacts.',
            },
            {
              term: 'Special category data',
              text: 'Not intended. The Controller should not upload it unless it has a lawful condition and has told us in writing.',
            },
          ],
        },
      ],
    },
    {
      heading: '3. The Processor’s obligations',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Process personal data only on the Controller’s documented instructions, including these terms and the Controller’s use of the service, unless the law requires otherwise (in which case we tell the Controller first where allowed).',
            'Ensure everyone with access is bound by confidentiality.',
            [
              'Apply the technical and organisational measures described in our ',
              { text: 'security whitepaper', to: '/security-whitepaper' },
              ', which forms Annex 2.',
            ],
            'Help the Controller answer requests from data subjects, and with security, breach notification, impact assessments and consultations with the ICO.',
            'Notify the Controller without undue delay, and in any case within 48 hours, after becoming aware of a personal data breach affecting its data.',
            'Delete or return all personal data at the end of the service, at the Controller’s choice, unless the law requires us to keep it.',
            'Make available the information needed to show compliance, and allow an audit once a year on 30 days’ notice, at the Controller’s cost.',
          ],
        },
      ],
    },
    {
      heading: '4. Sub-processors',
      blocks: [
        {
          type: 'p',
          text: 'The Controller authorises the sub-processors below. We impose data-protection terms on each that are no less protective than this agreement, and remain responsible for them. We give at least 30 days’ notice by email of any new sub-processor; the Controller may object on reasonable grounds, and if we cannot resolve the objection it may end the service and receive a refund of prepaid fees.',
        },
        {
          type: 'table',
          caption: 'Annex 1: sub-processors',
          head: ['Sub-processor', 'Purpose', 'Location'],
          rows: [
            ['Supabase Inc.', 'Database, authentication, storage, functions', 'EU (with US support access)'],
            ['Stripe Payments Europe Ltd', 'Card payments and billing', 'EU / US'],
            ['Calendly LLC', 'Session scheduling', 'US'],
            ['Google LLC', 'Optional sign-in and Drive recordings', 'EU / US'],
            ['OpenAI, L.L.C.', 'Transcription, session reports, assistant', 'US'],
            ['Zapier Inc.', 'CRM record automation', 'US'],
          ],
        },
      ],
    },
    {
      heading: '5. International transfers',
      blocks: [
        {
          type: 'p',
          text: 'Where a sub-processor processes data in a country without UK adequacy, the transfer is covered by the UK International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses, with a transfer risk assessment.',
        },
      ],
    },
    {
      heading: '6. The Controller’s obligations',
      blocks: [
        {
          type: 'p',
          text: 'The Controller is responsible for having a lawful basis for the data it uploads, for telling data subjects about the processing, and for the accuracy of the data and its instructions.',
        },
      ],
    },
    {
      heading: '7. Liability, precedence and law',
      blocks: [
        {
          type: 'p',
          text: [
            'Liability under this agreement is subject to the limits in our terms of service. If this agreement and the terms conflict on data protection, this agreement prevails. It is governed by the law of England and Wales. A countersigned copy is available on request from ',
            mailto(COMPANY.emails.legal),
            '.',
          ],
        },
      ],
    },
  ],
}
