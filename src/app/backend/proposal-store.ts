import {
  type ProposalInput,
  type ProposalStore,
  ProposalStoreError,
  type PublicProposal,
} from '../../data/public-proposals.ts'
import { parsePricing, parseSections } from '../../lib/proposals.ts'
import type { AppSupabase } from './supabase-client.ts'

const COLUMNS =
  'id, slug, title, client_name, client_company, summary, sections, pricing, valid_until, is_published, published_at, created_by, created_at, updated_at'

type StoredRow = Omit<PublicProposal, 'sections' | 'pricing'> & { sections: unknown; pricing: unknown }

function fromRow(row: StoredRow): PublicProposal {
  return { ...row, sections: parseSections(row.sections), pricing: parsePricing(row.pricing) }
}

function failure(error: { message: string; code?: string }): ProposalStoreError {
  return new ProposalStoreError(error.message, error.code === '23505')
}

/** public_proposals over the page's supabase-js client (online only; see src/data/public-proposals.ts). */
export function supabaseProposalStore(client: AppSupabase): ProposalStore {
  const table = () => client.from('public_proposals')
  return {
    async list() {
      const { data, error } = await table().select(COLUMNS).order('updated_at', { ascending: false })
      if (error) throw failure(error)
      return (data as StoredRow[]).map(fromRow)
    },
    async get(id) {
      const { data, error } = await table().select(COLUMNS).eq('id', id).maybeSingle()
      if (error) throw failure(error)
      return data ? fromRow(data as StoredRow) : null
    },
    async save(proposal: ProposalInput) {
      const { data, error } = await table().upsert(proposal, { onConflict: 'id' }).select(COLUMNS).single()
      if (error) throw failure(error)
      return fromRow(data as StoredRow)
    },
  }
}
