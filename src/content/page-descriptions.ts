import type { PublicPageId } from './public-pages.ts'

/**
 * Each public page's meta description: one distinct sentence of search-result length (000 §2.2). Apart
 * from the route table (public-pages.ts) because no page needs them to render: the document's
 * description is set once this module arrives (src/app/routes/route-meta.ts), which keeps about 3 kB gzip out of
 * every first load.
 */
export const PAGE_DESCRIPTIONS: Readonly<Record<PublicPageId, string>> = {
  home: 'JUL: fractional leadership, investor readiness and strategic advisory for founders and investors, worldwide. Start with a 90-minute strategy session.',
  about:
    'Who we are: a London-based strategic advisor and venture partner working with founders and investors worldwide since 2021.',
  partnerships:
    'Partner with JUL: funds, venture studios, accelerators and service firms that back the founders we advise.',
  contact:
    'Write to JUL about advisory, ventures, partnerships or membership. We reply within two working days.',
  faq: 'Answers on strategy sessions, retainers, equity partnerships, the members’ console, the mobile app, payments and data.',
  advisory:
    'Fractional leadership, investor readiness and strategic advisory: from a €495 strategy session to a monthly retainer.',
  ventures: 'The ventures JUL builds and backs, and how a selective equity partnership of 0.5–2% works.',
  founders:
    'For founders: a fundable story, a plan the board believes and an experienced advisor in your corner between rounds.',
  investors:
    'For investors: commercial diligence, portfolio oversight and capital readiness reports on the companies you back.',
  pricing:
    'Every JUL price in your currency: strategy session, retainer, equity partnership, the members’ console and the mobile app.',
  sessions: 'What happens in a 90-minute JUL strategy session, how to prepare, and how to book one.',
  resources:
    'Guides, reports, templates and tools from JUL for founders raising capital and investors backing them.',
  fundingGapsReport:
    'Where founders lose momentum between rounds — the seven gaps we see most often and how to close each one.',
  fundingGapsAccess:
    'Request the full Funding Gaps Report with its checklists and worked examples, free of charge.',
  playbook:
    'Field notes for founders and investors: fundraising, boards, pricing, hiring and the first 90 days.',
  mythFiles:
    'Startup myths examined one by one: what founders are told, what actually happens, and what to do.',
  playbookArticle: 'An article from the JUL Playbook.',
  julstore: 'The JUL Playbook, report editions, templates and toolkits for founders and investors.',
  consoleHandbook:
    'How to use the JUL members’ console: dashboard, sessions, JUL Board, agreements, YEL Room, media and export.',
  juliverse: 'The Juliverse: the JUL world of rooms, rituals, sparks and members who build together.',
  julMembership:
    'JUL membership: Forge, Workshop and Studio cards, Console Standard and Pro, and the mobile app’s free, premium and pro plans.',
  juliverseSignup:
    'Apply for JUL membership: tell us who you are and what you are building, and we will be in touch.',
  joinWaitlist: 'Put your name down for the next JUL intake of founders and investors.',
  membershipWaitlist:
    'Apply for a place on the JUL membership waitlist and choose the card that fits: Forge, Workshop or Studio.',
  waitlistThanks: 'Thank you for joining the JUL waitlist: what happens next and what to read meanwhile.',
  landing: 'A JUL page made for the campaign that brought you here.',
  joinYelmail:
    'YELmail: one letter a week on strategy, fundraising and leadership from JUL. Free, and easy to leave.',
  yelmailPreferences:
    'Choose which YELmail letters you receive and how often, or unsubscribe from all of them.',
  newsletterPreview: 'Read a recent issue of the YELmail weekly letter before you subscribe.',
  newsletterDigestPreview:
    'Read a sample of the monthly YELmail digest: the month’s best notes in five minutes.',
  ecosystemForm:
    'Tell us about your organisation and how it helps founders or investors, to join the JUL ecosystem.',
  brand: 'The JUL brand: the mark, colours, audience accents, type and the way we write.',
  brandAssets:
    'Download the JUL logo and icons, with the rules for using them in press and partner material.',
  companyManual: 'How JUL works: principles, the weekly rhythm, how we run engagements and how we decide.',
  privacyPolicy:
    'How JUL Ventures Ltd collects, uses and protects personal data, and your rights under UK GDPR. ICO registration CSN6556242.',
  cookiePreferences: 'Change which optional cookies JUL may use: analytics, functional and marketing.',
  accessibility:
    'How accessible the JUL website and apps are, what we test, known limits and how to report a barrier.',
  termsOfService:
    'The terms that apply when you use the JUL website, the members’ console and our advisory services.',
  dataDeletion: 'How to delete your JUL account and personal data, what we must keep, and how long it takes.',
  responsibleDisclosure:
    'How to report a security vulnerability in JUL safely, what is in scope, and what we promise in return.',
  serviceCardsTerms:
    'Terms for advisory services bought online: strategy sessions, sprints, retainers, rescheduling and refunds.',
  securityWhitepaper:
    'How JUL protects member data: access control, encryption, the offline store on your device, audits and incident response.',
  dataProcessingAgreement:
    'The UK GDPR Article 28 terms under which JUL processes personal data on behalf of member companies.',
  mobileAppTerms:
    'Terms for the JUL mobile companion: the free, premium and pro plans, app-store billing and offline use.',
  apiTermsOfUse: 'Terms for building on the JUL API: keys, rate limits, member data and acceptable use.',
  sitemap: 'Every public page of the JUL website in one list.',
  wallpaperGenerator:
    'Make a JUL wallpaper for your phone or desktop in the browser and download it as a PNG.',
  socialMediaAdGenerator:
    'Compose an on-brand JUL social media ad in square, portrait or landscape and download it as a PNG.',
  chirpTest: 'Play the JUL notification chirps on this device to check the sound and volume.',
  studioIdentTest: 'Play the JUL studio ident — the short sound that opens our recordings — on this device.',
  audioUploader: 'Staff tool: upload notification sounds and idents to the JUL brand-assets storage.',
  stripeCalendlyValidation:
    'Checks that every active service card has working card-payment and scheduling settings.',
  auth: 'Sign in to the JUL members’ console, or create your account.',
  magicAuth: 'Sign in to JUL with a one-time link sent to your email address.',
  jhAdmin: 'The entrance to the JUL staff admin app.',
  proposal: 'A proposal from JUL, shared by its link.',
  companyReport: 'A company’s capital readiness report, published by JUL.',
}
