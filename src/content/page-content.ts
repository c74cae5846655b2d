import type { PublicPageId } from './public-pages.ts'
import type { PageContent } from './types.ts'

/**
 * The copy of each content page, loaded on demand: a visitor to /about downloads the about page's
 * words, not the legal library. Pages built around data (home, FAQ, sitemap, the dynamic pages)
 * import their own content module instead.
 */
export const PAGE_CONTENT = {
  about: () => import('./pages/about.ts').then((m) => m.ABOUT),
  partnerships: () => import('./pages/ecosystem.ts').then((m) => m.PARTNERSHIPS),
  ecosystemForm: () => import('./pages/ecosystem.ts').then((m) => m.ECOSYSTEM_FORM),
  contact: () => import('./pages/ecosystem.ts').then((m) => m.CONTACT),
  advisory: () => import('./pages/services.ts').then((m) => m.ADVISORY),
  ventures: () => import('./pages/services.ts').then((m) => m.VENTURES),
  founders: () => import('./pages/services.ts').then((m) => m.FOUNDERS),
  investors: () => import('./pages/services.ts').then((m) => m.INVESTORS),
  sessions: () => import('./pages/services.ts').then((m) => m.SESSIONS),
  pricing: () => import('./pages/pricing.ts').then((m) => m.PRICING),
  resources: () => import('./pages/resources.ts').then((m) => m.RESOURCES),
  julstore: () => import('./pages/resources.ts').then((m) => m.STORE),
  consoleHandbook: () => import('./pages/resources.ts').then((m) => m.CONSOLE_HANDBOOK),
  fundingGapsReport: () => import('./pages/reports.ts').then((m) => m.FUNDING_GAPS_REPORT),
  fundingGapsAccess: () => import('./pages/reports.ts').then((m) => m.FUNDING_GAPS_ACCESS),
  playbook: () => import('./pages/playbook.ts').then((m) => m.PLAYBOOK),
  mythFiles: () => import('./pages/playbook.ts').then((m) => m.MYTH_FILES),
  juliverse: () => import('./pages/membership.ts').then((m) => m.JULIVERSE),
  julMembership: () => import('./pages/membership.ts').then((m) => m.JUL_MEMBERSHIP),
  juliverseSignup: () => import('./pages/membership.ts').then((m) => m.JULIVERSE_SIGNUP),
  joinWaitlist: () => import('./pages/membership.ts').then((m) => m.JOIN_WAITLIST),
  membershipWaitlist: () => import('./pages/membership.ts').then((m) => m.MEMBERSHIP_WAITLIST),
  waitlistThanks: () => import('./pages/membership.ts').then((m) => m.WAITLIST_THANKS),
  joinYelmail: () => import('./pages/newsletter.ts').then((m) => m.JOIN_YELMAIL),
  yelmailPreferences: () => import('./pages/newsletter.ts').then((m) => m.YELMAIL_PREFERENCES),
  brand: () => import('./pages/brand.ts').then((m) => m.BRAND),
  brandAssets: () => import('./pages/brand.ts').then((m) => m.BRAND_ASSETS),
  companyManual: () => import('./pages/brand.ts').then((m) => m.COMPANY_MANUAL),
  jhAdmin: () => import('./pages/brand.ts').then((m) => m.JH_ADMIN),
  wallpaperGenerator: () => import('./pages/tools.ts').then((m) => m.WALLPAPER_GENERATOR),
  socialMediaAdGenerator: () => import('./pages/tools.ts').then((m) => m.SOCIAL_AD_GENERATOR),
  chirpTest: () => import('./pages/tools.ts').then((m) => m.CHIRP_TEST),
  studioIdentTest: () => import('./pages/tools.ts').then((m) => m.STUDIO_IDENT_TEST),
  audioUploader: () => import('./pages/tools.ts').then((m) => m.AUDIO_UPLOADER),
  stripeCalendlyValidation: () => import('./pages/tools.ts').then((m) => m.STRIPE_CALENDLY_VALIDATION),
  privacyPolicy: () => import('./legal/privacy-policy.ts').then((m) => m.PRIVACY_POLICY),
  termsOfService: () => import('./legal/terms.ts').then((m) => m.TERMS_OF_SERVICE),
  accessibility: () => import('./legal/accessibility.ts').then((m) => m.ACCESSIBILITY),
  dataDeletion: () => import('./legal/accessibility.ts').then((m) => m.DATA_DELETION),
  responsibleDisclosure: () => import('./legal/security.ts').then((m) => m.RESPONSIBLE_DISCLOSURE),
  securityWhitepaper: () => import('./legal/security.ts').then((m) => m.SECURITY_WHITEPAPER),
  serviceCardsTerms: () => import('./legal/service-cards-terms.ts').then((m) => m.SERVICE_CARDS_TERMS),
  dataProcessingAgreement: () =>
    import('./legal/data-processing-agreement.ts').then((m) => m.DATA_PROCESSING_AGREEMENT),
  mobileAppTerms: () => import('./legal/app-and-api-terms.ts').then((m) => m.MOBILE_APP_TERMS),
  apiTermsOfUse: () => import('./legal/app-and-api-terms.ts').then((m) => m.API_TERMS),
} as const satisfies Partial<Record<PublicPageId, () => Promise<PageContent>>>

export type ContentPageId = keyof typeof PAGE_CONTENT
