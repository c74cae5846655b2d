import { createContext, useContext } from 'react'
import type { Pricing, ProposalSection } from '../lib/proposals.ts'

/**
 * public_proposals is not mirrored (sync/tables.ts NOT_MIRRORED), so the staff editor reaches it online
 * through this store, which src/app builds on the one client; /p/{slug} reads published rows through
 * `usePublicSite()` (src/data/public-site.ts). RLS is the gate: staff read and write every row.
 */
export interface PublicProposal {
  id: string
  slug: string
  title: string
  client_name: string | null
  client_company: string | null
  summary: string | null
  sections: ProposalSection[]
  pricing: Pricing | null
  valid_until: string | null
  is_published: boolean
  published_at: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

export type ProposalInput = Omit<PublicProposal, 'created_at' | 'updated_at' | 'created_by'>

/** A refused write: `slugTaken` when the slug belongs to another proposal (23505). */
export class ProposalStoreError extends Error {
  constructor(
    message: string,
    readonly slugTaken: boolean,
  ) {
    super(message)
    this.name = 'ProposalStoreError'
  }
}

export interface ProposalStore {
  /** Every proposal the caller may read (staff: all), newest change first. */
  list(): Promise<PublicProposal[]>
  get(id: string): Promise<PublicProposal | null>
  /** Insert or update by id; answers the stored row. */
  save(proposal: ProposalInput): Promise<PublicProposal>
}

export const ProposalStoreContext = createContext<ProposalStore | null>(null)

export function useProposalStore(): ProposalStore {
  const store = useContext(ProposalStoreContext)
  if (!store) throw new Error('useProposalStore needs <Providers> (src/app/providers.tsx)')
  return store
}
