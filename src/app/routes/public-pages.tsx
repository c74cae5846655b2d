import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense } from 'react'
import { matchRoutes } from 'react-router-dom'
import type { ContentPageId } from '../../content/page-content.ts'
import { PUBLIC_PAGE_IDS, PUBLIC_PAGES, type PublicPageId } from '../../content/public-pages.ts'
import { useAuth } from '../../data/auth.ts'
import { useCurrency } from '../../features/currency/use-currency.ts'
import type { FormId } from '../../features/forms/form-definitions.ts'
import type { PricingProps } from '../../features/pricing/service-cards.tsx'
import type { PageSlots } from '../../features/website/content-page.tsx'
import { SectionErrorBoundary } from '../../ui/section-error-boundary.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { preloadable } from '../boot/preloadable.tsx'

/**
 * Every public page of the route table (src/content/public-pages.ts) and what it is made of. Pages
 * are lazy; the interactive parts other features own (forms, service cards, tools, reports) are
 * placed into content pages as slots here, so no feature imports another.
 */
function pick<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

const website = {
  content: () => import('../../features/website/content-page.tsx'),
  playbook: () => import('../../features/website/playbook-pages.tsx'),
  brand: () => import('../../features/website/brand-parts.tsx'),
}
const pricing = {
  cards: () => import('../../features/pricing/service-cards.tsx'),
}

/** The pages whose code can be fetched before the app mounts, so the first page shows without a fallback. */
const preloads: Partial<Record<PublicPageId, () => Promise<unknown>>> = {}

const HomePage = preloadable(() => import('../../features/website/home-page.tsx'))
const LocationServiceCards = preloadable<PricingProps & { location: string }>(() =>
  pricing.cards().then((m) => ({ default: m.LocationServiceCards })),
)
// The home page's cards section too: the build prerenders it, and a part whose code is still on its way
// when the page hydrates is rendered anew, not adopted, once the visitor's currency changes it.
preloads.home = () => Promise.all([HomePage.preload(), LocationServiceCards.preload()])
const FaqPage = lazy(() => import('../../features/website/faq-page.tsx'))
const SitemapPage = lazy(() => import('../../features/website/sitemap-page.tsx'))
const LandingPage = lazy(() => import('../../features/website/landing-page.tsx'))
const NewsletterIssuePage = lazy(() => import('../../features/website/newsletter-issue-page.tsx'))
const PlaybookArticlePage = lazy(website.playbook)
const PlaybookArticleList = pick(website.playbook, 'PlaybookArticleList')
const MythFileList = pick(website.playbook, 'MythFileList')
const BrandColours = pick(website.brand, 'BrandColours')
const BrandDownloads = pick(website.brand, 'BrandDownloads')
const StaffEntrance = pick(website.brand, 'StaffEntrance')

const StaffBackToVip = lazy(() =>
  import('../../features/staff/back-to-vip.tsx').then((m) => ({ default: m.StaffBackToVip })),
)
const PublicForm = lazy(() => import('../../features/forms/public-form.tsx'))
const newsletterForms = () => import('../../features/forms/newsletter-forms.tsx')
const NewsletterPreferencesForm = pick(newsletterForms, 'NewsletterPreferencesForm')
const NewsletterUnsubscribeForm = pick(newsletterForms, 'NewsletterUnsubscribeForm')
const AllServiceCards = lazy(() => pricing.cards().then((m) => ({ default: m.AllServiceCards })))
const StoreItems = lazy(() =>
  import('../../features/pricing/store-items.tsx').then((m) => ({ default: m.StoreItems })),
)
const PricingFunnel = lazy(() =>
  import('../../features/pricing/pricing-funnel.tsx').then((m) => ({ default: m.PricingFunnel })),
)
const WallpaperGenerator = lazy(() => import('../../features/tools/wallpaper-generator.tsx'))
const SocialAdGenerator = lazy(() => import('../../features/tools/social-ad-generator.tsx'))
const soundTests = () => import('../../features/tools/sound-tests.tsx')
const ChirpTest = pick(soundTests, 'ChirpTest')
const StudioIdentTest = pick(soundTests, 'StudioIdentTest')
const AudioUploader = lazy(() => import('../../features/tools/audio-uploader.tsx'))
const ServiceCardCheck = lazy(() => import('../../features/tools/service-card-check.tsx'))
const ProposalPage = lazy(() => import('../../features/public-reports/proposal-page.tsx'))
const CompanyReportPage = lazy(() => import('../../features/public-reports/company-report-page.tsx'))
const AuthPage = lazy(() => import('../../features/auth/auth-page.tsx'))
const MagicAuthPage = lazy(() => import('../../features/auth/magic-auth-page.tsx'))
const CookiePreferencesPage = lazy(() => import('../../features/consent/cookie-preferences-page.tsx'))

/** A slot loads on its own and fails on its own: the page's copy stays readable either way. */
function Slot({ children }: { children: ReactNode }) {
  return (
    <SectionErrorBoundary>
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </SectionErrorBoundary>
  )
}

/** Service cards in the visitor's currency (000 §4.2): the header's picker changes it everywhere. */
function Cards({ location }: { location?: string }) {
  const currency = useCurrency()
  return location ? (
    <LocationServiceCards location={location} currency={currency} />
  ) : (
    <AllServiceCards currency={currency} />
  )
}

function Store() {
  const currency = useCurrency()
  return <StoreItems currency={currency} />
}

const form = (id: FormId) => <PublicForm form={id} />

/** A content page: its code and its copy load together (one suspension), its slots on their own. */
function content(id: ContentPageId, parts: Record<string, ReactNode> = {}): ReactElement {
  const slots: PageSlots = Object.fromEntries(
    Object.entries(parts).map(([key, node]) => [key, <Slot key={key}>{node}</Slot>]),
  )
  const Page = preloadable<object>(() =>
    Promise.all([
      website.content(),
      import('../../content/page-content.ts').then((pages) => pages.PAGE_CONTENT[id]()),
    ]).then(([module, copy]) => ({
      default: () => <module.default id={id} content={copy} slots={slots} />,
    })),
  )
  preloads[id] = Page.preload
  return <Page />
}

const brandContent = content('brand', { colours: <BrandColours /> })

/** /brand is public; staff also get their Back to VIP above it (000 §2.3). */
function BrandPage() {
  const { isStaff } = useAuth()
  return (
    <>
      {isStaff && (
        <Suspense fallback={null}>
          <StaffBackToVip isStaff />
        </Suspense>
      )}
      {brandContent}
    </>
  )
}

export const PAGE_ELEMENTS: Readonly<Record<PublicPageId, ReactElement>> = {
  home: (
    <HomePage
      services={
        <Slot>
          <Cards location="home" />
        </Slot>
      }
    />
  ),
  about: content('about'),
  partnerships: content('partnerships', { 'partnership-form': form('partnership') }),
  contact: content('contact', { 'contact-form': form('contact') }),
  faq: <FaqPage />,
  advisory: content('advisory', {
    services: <Cards location="advisory" />,
    'advisory-form': form('advisory'),
  }),
  ventures: content('ventures', {
    services: <Cards location="ventures" />,
    'application-form': form('application'),
  }),
  founders: content('founders', { services: <Cards location="founders" /> }),
  investors: content('investors', { services: <Cards location="investors" /> }),
  pricing: content('pricing', { funnel: <PricingFunnel />, services: <Cards /> }),
  sessions: content('sessions', { 'strategy-session-form': form('strategySession') }),
  resources: content('resources'),
  fundingGapsReport: content('fundingGapsReport'),
  fundingGapsAccess: content('fundingGapsAccess', { 'access-form': form('fundingGapsAccess') }),
  playbook: content('playbook', { articles: <PlaybookArticleList /> }),
  mythFiles: content('mythFiles', { myths: <MythFileList /> }),
  playbookArticle: <PlaybookArticlePage />,
  julstore: content('julstore', { items: <Store /> }),
  consoleHandbook: content('consoleHandbook'),
  juliverse: content('juliverse'),
  julMembership: content('julMembership'),
  juliverseSignup: content('juliverseSignup', { 'signup-form': form('membershipWaitlist') }),
  joinWaitlist: content('joinWaitlist', { 'waitlist-form': form('waitlist') }),
  membershipWaitlist: content('membershipWaitlist', { 'membership-form': form('membershipWaitlist') }),
  waitlistThanks: content('waitlistThanks'),
  landing: <LandingPage />,
  joinYelmail: content('joinYelmail', { 'join-form': form('newsletterJoin') }),
  yelmailPreferences: content('yelmailPreferences', {
    'preferences-form': <NewsletterPreferencesForm />,
    unsubscribe: <NewsletterUnsubscribeForm />,
  }),
  newsletterPreview: <NewsletterIssuePage kind="weekly" />,
  newsletterDigestPreview: <NewsletterIssuePage kind="digest" />,
  ecosystemForm: content('ecosystemForm', { 'ecosystem-form': form('ecosystem') }),
  brand: <BrandPage />,
  brandAssets: content('brandAssets', { downloads: <BrandDownloads /> }),
  companyManual: content('companyManual'),
  privacyPolicy: content('privacyPolicy'),
  cookiePreferences: <CookiePreferencesPage />,
  accessibility: content('accessibility'),
  termsOfService: content('termsOfService'),
  dataDeletion: content('dataDeletion'),
  responsibleDisclosure: content('responsibleDisclosure'),
  serviceCardsTerms: content('serviceCardsTerms'),
  securityWhitepaper: content('securityWhitepaper'),
  dataProcessingAgreement: content('dataProcessingAgreement'),
  mobileAppTerms: content('mobileAppTerms'),
  apiTermsOfUse: content('apiTermsOfUse'),
  sitemap: <SitemapPage />,
  wallpaperGenerator: content('wallpaperGenerator', { generator: <WallpaperGenerator /> }),
  socialMediaAdGenerator: content('socialMediaAdGenerator', { generator: <SocialAdGenerator /> }),
  chirpTest: content('chirpTest', { player: <ChirpTest /> }),
  studioIdentTest: content('studioIdentTest', { player: <StudioIdentTest /> }),
  audioUploader: content('audioUploader', { uploader: <AudioUploader /> }),
  stripeCalendlyValidation: content('stripeCalendlyValidation', { results: <ServiceCardCheck /> }),
  auth: <AuthPage />,
  magicAuth: <MagicAuthPage />,
  jhAdmin: content('jhAdmin', { staff: <StaffEntrance /> }),
  proposal: <ProposalPage />,
  companyReport: <CompanyReportPage />,
}

const PAGE_ROUTES = PUBLIC_PAGE_IDS.flatMap((id) => PUBLIC_PAGES[id].paths.map((path) => ({ id, path })))

/** Fetches the code of the public page at `pathname` (nothing for other routes), ranked as the router ranks. */
export function preloadPage(pathname: string): Promise<unknown> {
  const id = matchRoutes(PAGE_ROUTES, pathname)?.[0]?.route.id
  return id ? (preloads[id]?.() ?? Promise.resolve()) : Promise.resolve()
}
