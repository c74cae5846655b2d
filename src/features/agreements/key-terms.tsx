import { type KeyTerm, type ProposalTermsInput, proposalKeyTerms } from '../../lib/proposal-key-terms.ts'
import { AGREEMENT_TEXTS } from './texts.ts'

/** 002 §6 "Digest key terms" (pro): a proposal's terms, opened on demand so the list stays short. */
export function KeyTermsDigest({ proposal }: { proposal: ProposalTermsInput }) {
  const terms: KeyTerm[] = proposalKeyTerms(proposal)
  return (
    <details className="basis-full">
      <summary className="cursor-pointer text-link">{AGREEMENT_TEXTS.keyTerms}</summary>
      {terms.length === 0 ? (
        <p className="mt-1">{AGREEMENT_TEXTS.noKeyTerms}</p>
      ) : (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {terms.map((term) => (
            <div key={`${term.label}-${term.value}`} className="contents">
              <dt className="font-medium text-foreground">{term.label}</dt>
              <dd className="[overflow-wrap:anywhere]">{term.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  )
}
