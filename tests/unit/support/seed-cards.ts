import type { Row } from '../../../src/data/public-site.ts'

/** Service cards shaped like supabase/seed/002_reference_data.sql (the fields the pages read). */
function card(row: Partial<Row> & { card_id: string; title: string }): Row {
  return {
    id: `id-${row.card_id}`,
    subtitle: null,
    description: null,
    price_eur: null,
    price_usd: null,
    price_gbp: null,
    price: null,
    button_text: 'Learn More',
    badge_text: null,
    position_order: 1,
    location: 'main',
    section_type: 'main',
    is_active: true,
    cta_type: 'info',
    cta_config: null,
    ...row,
  }
}

export const SEED_CARDS: Row[] = [
  card({
    card_id: 'strategy-session',
    title: 'Strategy Session',
    price_eur: 495,
    price_usd: 535,
    price_gbp: 425,
    button_text: 'Book Session',
    cta_type: 'stripe,calendly',
    cta_config: '{"calendly_url": "https://calendly.com/jul-demo/strategy-session", "stripe_price_id": "p"}',
  }),
  card({
    card_id: 'equity-partnership',
    title: 'Equity Partnership',
    position_order: 3,
    section_type: 'featured',
    button_text: 'Apply',
    cta_type: 'form',
    cta_config: { form: 'application' },
  }),
  card({
    card_id: 'investors-diligence',
    title: 'Diligence Support',
    location: 'investors',
    price_eur: 3500,
    price_usd: 3780,
    price_gbp: 3010,
    cta_type: 'calendly',
    cta_config: { calendly_url: 'https://calendly.com/jul-demo/diligence' },
  }),
  card({ card_id: 'home-playbook', title: 'JUL Playbook', location: 'home', price_eur: 49, price_gbp: 42 }),
]
