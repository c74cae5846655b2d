import { COMPANY } from './company.ts'
import { PAGE_DESCRIPTIONS } from './page-descriptions.ts'

/**
 * 000 §1: the provider describes itself to search engines as a professional service offering
 * fractional leadership, investor readiness and strategic advisory worldwide (schema.org JSON-LD,
 * put into index.html at build time so crawlers read it without running the app).
 */
export function professionalService(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: COMPANY.brand,
    legalName: COMPANY.legalName,
    description: PAGE_DESCRIPTIONS.home,
    url: siteUrl,
    email: COMPANY.emails.hello,
    slogan: COMPANY.tagline,
    foundingDate: String(COMPANY.founded),
    address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
    areaServed: COMPANY.areaServed,
    serviceType: [...COMPANY.services],
    knowsAbout: [...COMPANY.services],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Advisory services',
      itemListElement: COMPANY.services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service, areaServed: COMPANY.areaServed },
      })),
    },
  }
}

/** The JSON-LD script element's text; `<` is escaped so no string can close the script early. */
export function structuredDataScript(siteUrl: string): string {
  return JSON.stringify(professionalService(siteUrl)).replace(/</g, '\\u003c')
}
