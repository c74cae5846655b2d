/**
 * Spec 000 §2.2: the public pages that are simple content pages, as data. Each entry's paths all
 * render the same page (for example /advisory and /services). Pages owned by later issues start here
 * with their heading and purpose and grow into feature folders.
 */
export interface PublicPage {
  readonly paths: readonly string[]
  readonly title: string
  readonly purpose: string
  readonly group: 'main' | 'legal' | 'tools' | 'membership' | 'newsletter' | 'company'
}

export const PUBLIC_PAGES = {
  about: {
    paths: ['/about'],
    title: 'About JUL',
    purpose: 'Who we are: a strategic advisor and venture partner for founders and investors.',
    group: 'main',
  },
  partnerships: {
    paths: ['/partnerships'],
    title: 'Ecosystem',
    purpose: 'Partnerships across the JUL ecosystem: studios, funds, operators and service partners.',
    group: 'main',
  },
  advisory: {
    paths: ['/advisory', '/services'],
    title: 'Advisory',
    purpose:
      'Fractional leadership, investor readiness and strategic advisory: from a 90-minute strategy session to a monthly retainer.',
    group: 'main',
  },
  ventures: {
    paths: ['/ventures'],
    title: 'Ventures',
    purpose: 'The ventures we build and back, and the selective equity partnerships behind them.',
    group: 'main',
  },
  founders: {
    paths: ['/founders'],
    title: 'For Founders',
    purpose: 'Support for founders: strategy, fundraising readiness and an advisor in your corner.',
    group: 'main',
  },
  investors: {
    paths: ['/investors'],
    title: 'For Investors',
    purpose: 'Portfolio oversight, diligence support and readiness reports for investors.',
    group: 'main',
  },
  contact: {
    paths: ['/contact'],
    title: 'Contact',
    purpose: 'Get in touch about advisory, ventures, partnerships or membership.',
    group: 'main',
  },
  faq: {
    paths: ['/faq'],
    title: 'Frequently Asked Questions',
    purpose: 'Answers about services, membership, the console and the mobile companion.',
    group: 'main',
  },
  fundingGapsReport: {
    paths: ['/funding-gaps-report'],
    title: 'Funding Gaps Report',
    purpose: 'Where founders lose momentum between rounds, and how to close the gap.',
    group: 'main',
  },
  fundingGapsAccess: {
    paths: ['/funding-gaps-report/access'],
    title: 'Access the Funding Gaps Report',
    purpose: 'Request access to the full funding-gaps report.',
    group: 'main',
  },
  privacyPolicy: {
    paths: ['/privacy-policy'],
    title: 'Privacy Policy',
    purpose: 'How we collect, use and protect personal data. Data controller registration ICO CSN6556242.',
    group: 'legal',
  },
  accessibility: {
    paths: ['/accessibility'],
    title: 'Accessibility',
    purpose: 'Our accessibility commitment and how to report a barrier.',
    group: 'legal',
  },
  termsOfService: {
    paths: ['/terms-of-service'],
    title: 'Terms of Service',
    purpose: 'The terms that apply when you use this site and our services.',
    group: 'legal',
  },
  dataDeletion: {
    paths: ['/data-deletion'],
    title: 'Data Deletion',
    purpose: 'How to ask us to delete your account and personal data.',
    group: 'legal',
  },
  responsibleDisclosure: {
    paths: ['/responsible-disclosure'],
    title: 'Responsible Disclosure',
    purpose: 'How to report a security vulnerability to us safely.',
    group: 'legal',
  },
  serviceCardsTerms: {
    paths: ['/service-cards-terms'],
    title: 'Service Cards Terms',
    purpose: 'Terms for services bought through service cards.',
    group: 'legal',
  },
  securityWhitepaper: {
    paths: ['/security-whitepaper'],
    title: 'Security Whitepaper',
    purpose: 'How the platform protects your data: sign-in, storage, offline data and audits.',
    group: 'legal',
  },
  dataProcessingAgreement: {
    paths: ['/data-processing-agreement'],
    title: 'Data Processing Agreement',
    purpose: 'The data processing terms between JUL and its members.',
    group: 'legal',
  },
  mobileAppTerms: {
    paths: ['/mobile-app-terms'],
    title: 'Mobile App Terms',
    purpose: 'Terms for the JUL mobile companion and its subscriptions.',
    group: 'legal',
  },
  apiTermsOfUse: {
    paths: ['/api-terms-of-use'],
    title: 'API Terms of Use',
    purpose: 'Terms for using the JUL API.',
    group: 'legal',
  },
  wallpaperGenerator: {
    paths: ['/wallpaper-generator'],
    title: 'Wallpaper Generator',
    purpose: 'Make JUL-branded wallpapers for desktop and phone.',
    group: 'tools',
  },
  socialMediaAdGenerator: {
    paths: ['/social-media-ad-generator'],
    title: 'Social Media Ad Generator',
    purpose: 'Compose on-brand social media ads.',
    group: 'tools',
  },
  chirpTest: {
    paths: ['/chirp-test'],
    title: 'Chirp Test',
    purpose: 'Preview the YEL notification sounds and haptics.',
    group: 'tools',
  },
  studioIdentTest: {
    paths: ['/studio-ident-test'],
    title: 'Studio Ident Test',
    purpose: 'Preview the studio ident animation and sound.',
    group: 'tools',
  },
  audioUploader: {
    paths: ['/audio-uploader'],
    title: 'Audio Uploader',
    purpose: 'Upload audio assets for notification sounds.',
    group: 'tools',
  },
  stripeCalendlyValidation: {
    paths: ['/stripe-calendly-validation'],
    title: 'Payment and Calendar Validation',
    purpose: 'Checks that card-payment and scheduling links of the service cards are configured.',
    group: 'tools',
  },
  juliverseSignup: {
    paths: ['/juliverse-signup'],
    title: 'Join the Juliverse',
    purpose: 'Sign up for JUL membership.',
    group: 'membership',
  },
  julMembership: {
    paths: ['/jul-membership'],
    title: 'JUL Membership',
    purpose: 'Membership tiers: Forge, Workshop and Studio.',
    group: 'membership',
  },
  juliverse: {
    paths: ['/juliverse'],
    title: 'Juliverse',
    purpose: 'The JUL brand world: our studios, rooms and rituals.',
    group: 'membership',
  },
  resources: {
    paths: ['/resources'],
    title: 'Resources',
    purpose: 'Guides, reports and tools for founders and investors.',
    group: 'main',
  },
  pricing: {
    paths: ['/pricing', '/pricing-guide'],
    title: 'Pricing Guide',
    purpose:
      'Strategy session 495 euro for 90 minutes, then a monthly retainer, then a selective equity partnership. Console Pro 995 euro per month; mobile premium 9.99 and pro 19.99 euro per month.',
    group: 'main',
  },
  consoleHandbook: {
    paths: ['/jul-console-handbook'],
    title: 'JUL Console Handbook',
    purpose: 'How to use the members’ console: board, sessions, agreements and rooms.',
    group: 'membership',
  },
  joinWaitlist: {
    paths: ['/join-waitlist'],
    title: 'Join the Waitlist',
    purpose: 'Put your name down for the next membership intake.',
    group: 'membership',
  },
  membershipWaitlist: {
    paths: ['/membership-waitlist'],
    title: 'Membership Waitlist',
    purpose: 'Apply for a place in the membership waitlist.',
    group: 'membership',
  },
  waitlistThanks: {
    paths: ['/waitlist-thanks'],
    title: 'Thank You',
    purpose: 'You are on the waitlist. We will be in touch.',
    group: 'membership',
  },
  julstore: {
    paths: ['/julstore'],
    title: 'JUL Store',
    purpose: 'Reports, toolkits and merchandise.',
    group: 'main',
  },
  playbook: {
    paths: ['/jul-playbook'],
    title: 'JUL Playbook',
    purpose: 'Field notes for founders and investors.',
    group: 'main',
  },
  mythFiles: {
    paths: ['/jul-playbook/myth-files'],
    title: 'Myth Files',
    purpose: 'Startup myths, examined.',
    group: 'main',
  },
  joinYelmail: {
    paths: ['/join-yelmail'],
    title: 'Join YELmail',
    purpose: 'Subscribe to the YELmail newsletter.',
    group: 'newsletter',
  },
  yelmailPreferences: {
    paths: ['/yelmail/preferences', '/yelmail-preferences', '/yelmail/unsubscribe'],
    title: 'YELmail Preferences',
    purpose: 'Choose which newsletters you receive, or unsubscribe.',
    group: 'newsletter',
  },
  newsletterPreview: {
    paths: ['/newsletter-preview'],
    title: 'Newsletter Preview',
    purpose: 'Preview the next newsletter issue.',
    group: 'newsletter',
  },
  newsletterDigestPreview: {
    paths: ['/newsletter-digest-preview'],
    title: 'Newsletter Digest Preview',
    purpose: 'Preview the newsletter digest.',
    group: 'newsletter',
  },
  ecosystemForm: {
    paths: ['/ecosystem-form'],
    title: 'Ecosystem Partnership Request',
    purpose: 'Tell us about your organisation to join the ecosystem.',
    group: 'company',
  },
  brand: {
    paths: ['/brand'],
    title: 'Brand',
    purpose: 'The JUL brand: logo, colours and voice.',
    group: 'company',
  },
  brandAssets: {
    paths: ['/brand-assets'],
    title: 'Brand Assets',
    purpose: 'Download logos and brand files.',
    group: 'company',
  },
  companyManual: {
    paths: ['/company-manual'],
    title: 'Company Manual',
    purpose: 'How JUL works: principles, rituals and processes.',
    group: 'company',
  },
  jhAdmin: {
    paths: ['/jh-admin'],
    title: 'Admin App',
    purpose: 'The admin application for staff.',
    group: 'company',
  },
  sessions: {
    paths: ['/sessions'],
    title: 'Sessions',
    purpose: 'Advisory sessions: book a strategy session or review your recaps in the console.',
    group: 'main',
  },
} as const satisfies Record<string, PublicPage>

export type PublicPageId = keyof typeof PUBLIC_PAGES
