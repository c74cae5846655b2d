/**
 * Spec 000 §2.2: every public route, as data. The one source for the router (src/app), each page's
 * heading and document title, and the sitemap; the meta descriptions, which the first render does not
 * need, are in page-descriptions.ts. Each entry's paths render the same page (for example /advisory and
 * /services); the first path is the canonical one.
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
    group: 'company',
  },
  about: {
    paths: ['/about'],
    title: 'About JUL',
    group: 'company',
  },
  partnerships: {
    paths: ['/partnerships'],
    title: 'Ecosystem',
    group: 'company',
  },
  contact: {
    paths: ['/contact'],
    title: 'Contact',
    group: 'company',
  },
  faq: {
    paths: ['/faq'],
    title: 'Frequently Asked Questions',
    group: 'company',
  },
  advisory: {
    paths: ['/advisory', '/services'],
    title: 'Advisory',
    group: 'services',
  },
  ventures: {
    paths: ['/ventures'],
    title: 'Ventures',
    group: 'services',
  },
  founders: {
    paths: ['/founders'],
    title: 'For Founders',
    group: 'services',
  },
  investors: {
    paths: ['/investors'],
    title: 'For Investors',
    group: 'services',
  },
  pricing: {
    paths: ['/pricing', '/pricing-guide'],
    title: 'Pricing Guide',
    group: 'services',
  },
  sessions: {
    paths: ['/sessions'],
    title: 'Strategy Sessions',
    group: 'services',
  },
  resources: {
    paths: ['/resources'],
    title: 'Resources',
    group: 'resources',
  },
  fundingGapsReport: {
    paths: ['/funding-gaps-report'],
    title: 'Funding Gaps Report',
    group: 'resources',
  },
  fundingGapsAccess: {
    paths: ['/funding-gaps-report/access'],
    title: 'Access the Funding Gaps Report',
    group: 'resources',
  },
  playbook: {
    paths: ['/jul-playbook'],
    title: 'JUL Playbook',
    group: 'resources',
  },
  mythFiles: {
    paths: ['/jul-playbook/myth-files'],
    title: 'Myth Files',
    group: 'resources',
  },
  playbookArticle: {
    paths: ['/jul-playbook/:slug'],
    title: 'Playbook article',
    group: 'resources',
    dynamic: true,
  },
  julstore: {
    paths: ['/julstore'],
    title: 'JUL Store',
    group: 'resources',
  },
  consoleHandbook: {
    paths: ['/jul-console-handbook'],
    title: 'JUL Console Handbook',
    group: 'resources',
  },
  juliverse: {
    paths: ['/juliverse'],
    title: 'Juliverse',
    group: 'membership',
  },
  julMembership: {
    paths: ['/jul-membership'],
    title: 'JUL Membership',
    group: 'membership',
  },
  juliverseSignup: {
    paths: ['/juliverse-signup'],
    title: 'Join the Juliverse',
    group: 'membership',
  },
  joinWaitlist: {
    paths: ['/join-waitlist'],
    title: 'Join the Waitlist',
    group: 'membership',
  },
  membershipWaitlist: {
    paths: ['/membership-waitlist'],
    title: 'Membership Waitlist',
    group: 'membership',
  },
  waitlistThanks: {
    paths: ['/waitlist-thanks'],
    title: 'You are on the list',
    group: 'membership',
  },
  landing: {
    paths: ['/landing/:slug'],
    title: 'Welcome',
    group: 'company',
    dynamic: true,
  },
  joinYelmail: {
    paths: ['/join-yelmail'],
    title: 'Join YELmail',
    group: 'newsletter',
  },
  yelmailPreferences: {
    paths: ['/yelmail/preferences', '/yelmail-preferences', '/yelmail/unsubscribe'],
    title: 'YELmail Preferences',
    group: 'newsletter',
  },
  newsletterPreview: {
    paths: ['/newsletter-preview'],
    title: 'Newsletter Preview',
    group: 'newsletter',
  },
  newsletterDigestPreview: {
    paths: ['/newsletter-digest-preview'],
    title: 'Newsletter Digest Preview',
    group: 'newsletter',
  },
  ecosystemForm: {
    paths: ['/ecosystem-form'],
    title: 'Ecosystem Partnership Request',
    group: 'company',
  },
  brand: {
    paths: ['/brand'],
    title: 'Brand',
    group: 'brand',
  },
  brandAssets: {
    paths: ['/brand-assets'],
    title: 'Brand Assets',
    group: 'brand',
  },
  companyManual: {
    paths: ['/company-manual'],
    title: 'Company Manual',
    group: 'brand',
  },
  privacyPolicy: {
    paths: ['/privacy-policy'],
    title: 'Privacy Policy',
    group: 'legal',
  },
  cookiePreferences: {
    paths: ['/cookie-preferences'],
    title: 'Cookie Preferences',
    group: 'legal',
  },
  accessibility: {
    paths: ['/accessibility'],
    title: 'Accessibility Statement',
    group: 'legal',
  },
  termsOfService: {
    paths: ['/terms-of-service'],
    title: 'Terms of Service',
    group: 'legal',
  },
  dataDeletion: {
    paths: ['/data-deletion'],
    title: 'Data Deletion',
    group: 'legal',
  },
  responsibleDisclosure: {
    paths: ['/responsible-disclosure'],
    title: 'Responsible Disclosure',
    group: 'legal',
  },
  serviceCardsTerms: {
    paths: ['/service-cards-terms'],
    title: 'Service Cards Terms',
    group: 'legal',
  },
  securityWhitepaper: {
    paths: ['/security-whitepaper'],
    title: 'Security Whitepaper',
    group: 'legal',
  },
  dataProcessingAgreement: {
    paths: ['/data-processing-agreement'],
    title: 'Data Processing Agreement',
    group: 'legal',
  },
  mobileAppTerms: {
    paths: ['/mobile-app-terms'],
    title: 'Mobile App Terms',
    group: 'legal',
  },
  apiTermsOfUse: {
    paths: ['/api-terms-of-use'],
    title: 'API Terms of Use',
    group: 'legal',
  },
  sitemap: {
    paths: ['/sitemap'],
    title: 'Sitemap',
    group: 'legal',
  },
  wallpaperGenerator: {
    paths: ['/wallpaper-generator'],
    title: 'Wallpaper Generator',
    group: 'tools',
  },
  socialMediaAdGenerator: {
    paths: ['/social-media-ad-generator'],
    title: 'Social Media Ad Generator',
    group: 'tools',
  },
  chirpTest: {
    paths: ['/chirp-test'],
    title: 'Chirp Test',
    group: 'tools',
  },
  studioIdentTest: {
    paths: ['/studio-ident-test'],
    title: 'Studio Ident Test',
    group: 'tools',
  },
  audioUploader: {
    paths: ['/audio-uploader'],
    title: 'Audio Uploader',
    group: 'tools',
  },
  stripeCalendlyValidation: {
    paths: ['/stripe-calendly-validation'],
    title: 'Payment and Calendar Validation',
    group: 'tools',
  },
  auth: {
    paths: ['/auth'],
    title: 'Sign In',
    group: 'account',
  },
  magicAuth: {
    paths: ['/magic-auth'],
    title: 'Magic Link Sign-In',
    group: 'account',
  },
  jhAdmin: {
    paths: ['/jh-admin'],
    title: 'Admin App',
    group: 'account',
  },
  proposal: {
    paths: ['/p/:slug'],
    title: 'Proposal',
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
