/**
 * Spec 000 §2.2: every public route, as data. The one source for the router (src/app), each page's
 * heading, document title and description, and the sitemap. Each entry's paths render the same page
 * (for example /advisory and /services); the first path is the canonical one.
 */
export type PageGroup =
  | 'company'
  | 'services'
  | 'resources'
  | 'membership'
  | 'newsletter'
  | 'legal'
  | 'tools'
  | 'brand'
  | 'account'

export interface PublicPage {
  readonly paths: readonly string[]
  /** The page's h1 and the first part of the document title. */
  readonly title: string
  /** The meta description: one distinct sentence per page. */
  readonly description: string
  readonly group: PageGroup
  /** Route patterns with parameters; the page sets its own title and the sitemap leaves them out. */
  readonly dynamic?: boolean
}

export const SITEMAP_GROUPS: readonly { readonly group: PageGroup; readonly heading: string }[] = [
  { group: 'company', heading: 'Company' },
  { group: 'services', heading: 'Services and pricing' },
  { group: 'resources', heading: 'Resources and reports' },
  { group: 'membership', heading: 'Membership' },
  { group: 'newsletter', heading: 'YELmail newsletter' },
  { group: 'brand', heading: 'Brand' },
  { group: 'tools', heading: 'Tools' },
  { group: 'legal', heading: 'Legal and policies' },
  { group: 'account', heading: 'Account' },
]

export const PUBLIC_PAGES = {
  home: {
    paths: ['/'],
    title: 'Strategic advisory for founders and investors',
    description:
      'JUL: fractional leadership, investor readiness and strategic advisory for founders and investors, worldwide. Start with a 90-minute strategy session.',
    group: 'company',
  },
  about: {
    paths: ['/about'],
    title: 'About JUL',
    description:
      'Who we are: a London-based strategic advisor and venture partner working with founders and investors worldwide since 2021.',
    group: 'company',
  },
  partnerships: {
    paths: ['/partnerships'],
    title: 'Ecosystem',
    description:
      'Partner with JUL: funds, venture studios, accelerators and service firms that back the founders we advise.',
    group: 'company',
  },
  contact: {
    paths: ['/contact'],
    title: 'Contact',
    description:
      'Write to JUL about advisory, ventures, partnerships or membership. We reply within two working days.',
    group: 'company',
  },
  faq: {
    paths: ['/faq'],
    title: 'Frequently Asked Questions',
    description:
      'Answers on strategy sessions, retainers, equity partnerships, the members’ console, the mobile app, payments and data.',
    group: 'company',
  },
  advisory: {
    paths: ['/advisory', '/services'],
    title: 'Advisory',
    description:
      'Fractional leadership, investor readiness and strategic advisory: from a €495 strategy session to a monthly retainer.',
    group: 'services',
  },
  ventures: {
    paths: ['/ventures'],
    title: 'Ventures',
    description: 'The ventures JUL builds and backs, and how a selective equity partnership of 0.5–2% works.',
    group: 'services',
  },
  founders: {
    paths: ['/founders'],
    title: 'For Founders',
    description:
      'For founders: a fundable story, a plan the board believes and an experienced advisor in your corner between rounds.',
    group: 'services',
  },
  investors: {
    paths: ['/investors'],
    title: 'For Investors',
    description:
      'For investors: commercial diligence, portfolio oversight and capital readiness reports on the companies you back.',
    group: 'services',
  },
  pricing: {
    paths: ['/pricing', '/pricing-guide'],
    title: 'Pricing Guide',
    description:
      'Every JUL price in your currency: strategy session, retainer, equity partnership, the members’ console and the mobile app.',
    group: 'services',
  },
  sessions: {
    paths: ['/sessions'],
    title: 'Strategy Sessions',
    description: 'What happens in a 90-minute JUL strategy session, how to prepare, and how to book one.',
    group: 'services',
  },
  resources: {
    paths: ['/resources'],
    title: 'Resources',
    description:
      'Guides, reports, templates and tools from JUL for founders raising capital and investors backing them.',
    group: 'resources',
  },
  fundingGapsReport: {
    paths: ['/funding-gaps-report'],
    title: 'Funding Gaps Report',
    description:
      'Where founders lose momentum between rounds — the seven gaps we see most often and how to close each one.',
    group: 'resources',
  },
  fundingGapsAccess: {
    paths: ['/funding-gaps-report/access'],
    title: 'Access the Funding Gaps Report',
    description:
      'Request the full Funding Gaps Report with its checklists and worked examples, free of charge.',
    group: 'resources',
  },
  playbook: {
    paths: ['/jul-playbook'],
    title: 'JUL Playbook',
    description:
      'Field notes for founders and investors: fundraising, boards, pricing, hiring and the first 90 days.',
    group: 'resources',
  },
  mythFiles: {
    paths: ['/jul-playbook/myth-files'],
    title: 'Myth Files',
    description:
      'Startup myths examined one by one: what founders are told, what actually happens, and what to do.',
    group: 'resources',
  },
  playbookArticle: {
    paths: ['/jul-playbook/:slug'],
    title: 'Playbook article',
    description: 'An article from the JUL Playbook.',
    group: 'resources',
    dynamic: true,
  },
  julstore: {
    paths: ['/julstore'],
    title: 'JUL Store',
    description: 'The JUL Playbook, report editions, templates and toolkits for founders and investors.',
    group: 'resources',
  },
  consoleHandbook: {
    paths: ['/jul-console-handbook'],
    title: 'JUL Console Handbook',
    description:
      'How to use the JUL members’ console: dashboard, sessions, JUL Board, agreements, YEL Room, media and export.',
    group: 'resources',
  },
  juliverse: {
    paths: ['/juliverse'],
    title: 'Juliverse',
    description: 'The Juliverse: the JUL world of rooms, rituals, sparks and members who build together.',
    group: 'membership',
  },
  julMembership: {
    paths: ['/jul-membership'],
    title: 'JUL Membership',
    description:
      'JUL membership: Forge, Workshop and Studio cards, Console Standard and Pro, and the mobile app’s free, premium and pro plans.',
    group: 'membership',
  },
  juliverseSignup: {
    paths: ['/juliverse-signup'],
    title: 'Join the Juliverse',
    description:
      'Apply for JUL membership: tell us who you are and what you are building, and we will be in touch.',
    group: 'membership',
  },
  joinWaitlist: {
    paths: ['/join-waitlist'],
    title: 'Join the Waitlist',
    description: 'Put your name down for the next JUL intake of founders and investors.',
    group: 'membership',
  },
  membershipWaitlist: {
    paths: ['/membership-waitlist'],
    title: 'Membership Waitlist',
    description:
      'Apply for a place on the JUL membership waitlist and choose the card that fits: Forge, Workshop or Studio.',
    group: 'membership',
  },
  waitlistThanks: {
    paths: ['/waitlist-thanks'],
    title: 'You are on the list',
    description: 'Thank you for joining the JUL waitlist: what happens next and what to read meanwhile.',
    group: 'membership',
  },
  landing: {
    paths: ['/landing/:slug'],
    title: 'Welcome',
    description: 'A JUL page made for the campaign that brought you here.',
    group: 'company',
    dynamic: true,
  },
  joinYelmail: {
    paths: ['/join-yelmail'],
    title: 'Join YELmail',
    description:
      'YELmail: one letter a week on strategy, fundraising and leadership from JUL. Free, and easy to leave.',
    group: 'newsletter',
  },
  yelmailPreferences: {
    paths: ['/yelmail/preferences', '/yelmail-preferences', '/yelmail/unsubscribe'],
    title: 'YELmail Preferences',
    description: 'Choose which YELmail letters you receive and how often, or unsubscribe from all of them.',
    group: 'newsletter',
  },
  newsletterPreview: {
    paths: ['/newsletter-preview'],
    title: 'Newsletter Preview',
    description: 'Read a recent issue of the YELmail weekly letter before you subscribe.',
    group: 'newsletter',
  },
  newsletterDigestPreview: {
    paths: ['/newsletter-digest-preview'],
    title: 'Newsletter Digest Preview',
    description: 'Read a sample of the monthly YELmail digest: the month’s best notes in five minutes.',
    group: 'newsletter',
  },
  ecosystemForm: {
    paths: ['/ecosystem-form'],
    title: 'Ecosystem Partnership Request',
    description:
      'Tell us about your organisation and how it helps founders or investors, to join the JUL ecosystem.',
    group: 'company',
  },
  brand: {
    paths: ['/brand'],
    title: 'Brand',
    description: 'The JUL brand: the mark, colours, audience accents, type and the way we write.',
    group: 'brand',
  },
  brandAssets: {
    paths: ['/brand-assets'],
    title: 'Brand Assets',
    description:
      'Download the JUL logo and icons, with the rules for using them in press and partner material.',
    group: 'brand',
  },
  companyManual: {
    paths: ['/company-manual'],
    title: 'Company Manual',
    description: 'How JUL works: principles, the weekly rhythm, how we run engagements and how we decide.',
    group: 'brand',
  },
  privacyPolicy: {
    paths: ['/privacy-policy'],
    title: 'Privacy Policy',
    description:
      'How JUL Ventures Ltd collects, uses and protects personal data, and your rights under UK GDPR. ICO registration CSN6556242.',
    group: 'legal',
  },
  cookiePreferences: {
    paths: ['/cookie-preferences'],
    title: 'Cookie Preferences',
    description: 'Change which optional cookies JUL may use: analytics, functional and marketing.',
    group: 'legal',
  },
  accessibility: {
    paths: ['/accessibility'],
    title: 'Accessibility Statement',
    description:
      'How accessible the JUL website and apps are, what we test, known limits and how to report a barrier.',
    group: 'legal',
  },
  termsOfService: {
    paths: ['/terms-of-service'],
    title: 'Terms of Service',
    description:
      'The terms that apply when you use the JUL website, the members’ console and our advisory services.',
    group: 'legal',
  },
  dataDeletion: {
    paths: ['/data-deletion'],
    title: 'Data Deletion',
    description:
      'How to delete your JUL account and personal data, what we must keep, and how long it takes.',
    group: 'legal',
  },
  responsibleDisclosure: {
    paths: ['/responsible-disclosure'],
    title: 'Responsible Disclosure',
    description:
      'How to report a security vulnerability in JUL safely, what is in scope, and what we promise in return.',
    group: 'legal',
  },
  serviceCardsTerms: {
    paths: ['/service-cards-terms'],
    title: 'Service Cards Terms',
    description:
      'Terms for advisory services bought online: strategy sessions, sprints, retainers, rescheduling and refunds.',
    group: 'legal',
  },
  securityWhitepaper: {
    paths: ['/security-whitepaper'],
    title: 'Security Whitepaper',
    description:
      'How JUL protects member data: access control, encryption, the offline store on your device, audits and incident response.',
    group: 'legal',
  },
  dataProcessingAgreement: {
    paths: ['/data-processing-agreement'],
    title: 'Data Processing Agreement',
    description:
      'The UK GDPR Article 28 terms under which JUL processes personal data on behalf of member companies.',
    group: 'legal',
  },
  mobileAppTerms: {
    paths: ['/mobile-app-terms'],
    title: 'Mobile App Terms',
    description:
      'Terms for the JUL mobile companion: the free, premium and pro plans, app-store billing and offline use.',
    group: 'legal',
  },
  apiTermsOfUse: {
    paths: ['/api-terms-of-use'],
    title: 'API Terms of Use',
    description: 'Terms for building on the JUL API: keys, rate limits, member data and acceptable use.',
    group: 'legal',
  },
  sitemap: {
    paths: ['/sitemap'],
    title: 'Sitemap',
    description: 'Every public page of the JUL website in one list.',
    group: 'legal',
  },
  wallpaperGenerator: {
    paths: ['/wallpaper-generator'],
    title: 'Wallpaper Generator',
    description: 'Make a JUL wallpaper for your phone or desktop in the browser and download it as a PNG.',
    group: 'tools',
  },
  socialMediaAdGenerator: {
    paths: ['/social-media-ad-generator'],
    title: 'Social Media Ad Generator',
    description:
      'Compose an on-brand JUL social media ad in square, portrait or landscape and download it as a PNG.',
    group: 'tools',
  },
  chirpTest: {
    paths: ['/chirp-test'],
    title: 'Chirp Test',
    description: 'Play the JUL notification chirps on this device to check the sound and volume.',
    group: 'tools',
  },
  studioIdentTest: {
    paths: ['/studio-ident-test'],
    title: 'Studio Ident Test',
    description: 'Play the JUL studio ident — the short sound that opens our recordings — on this device.',
    group: 'tools',
  },
  audioUploader: {
    paths: ['/audio-uploader'],
    title: 'Audio Uploader',
    description: 'Staff tool: upload notification sounds and idents to the JUL brand-assets storage.',
    group: 'tools',
  },
  stripeCalendlyValidation: {
    paths: ['/stripe-calendly-validation'],
    title: 'Payment and Calendar Validation',
    description: 'Checks that every active service card has working card-payment and scheduling settings.',
    group: 'tools',
  },
  auth: {
    paths: ['/auth'],
    title: 'Sign In',
    description: 'Sign in to the JUL members’ console, or create your account.',
    group: 'account',
  },
  magicAuth: {
    paths: ['/magic-auth'],
    title: 'Magic Link Sign-In',
    description: 'Sign in to JUL with a one-time link sent to your email address.',
    group: 'account',
  },
  jhAdmin: {
    paths: ['/jh-admin'],
    title: 'Admin App',
    description: 'The entrance to the JUL staff admin app.',
    group: 'account',
  },
  proposal: {
    paths: ['/p/:slug'],
    title: 'Proposal',
    description: 'A proposal from JUL, shared by its link.',
    group: 'services',
    dynamic: true,
  },
  companyReport: {
    paths: [
      '/crr/:reportId/view',
      '/crr/report/:reportId',
      '/crr/:companySlug/:reportSlug',
      '/crr/:companySlug',
    ],
    title: 'Capital Readiness Report',
    description: 'A company’s capital readiness report, published by JUL.',
    group: 'resources',
    dynamic: true,
  },
} as const satisfies Record<string, PublicPage>

export type PublicPageId = keyof typeof PUBLIC_PAGES

export const PUBLIC_PAGE_IDS = Object.keys(PUBLIC_PAGES) as PublicPageId[]

/** The first path of a page: the one the sitemap and links use. */
export function canonicalPath(id: PublicPageId): string {
  return PUBLIC_PAGES[id].paths[0]
}
