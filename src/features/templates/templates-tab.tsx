import { useState } from 'react'
import { useInvokeFunction } from '../../data/functions.ts'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import { useUpgradeToProLabel } from '../../data/use-upgrade-label.ts'
import { toastSuccess } from '../../data/write.ts'
import type { MemberAccess } from '../../lib/access.ts'
import type { CurrencyCode } from '../../lib/currency.ts'
import { TEMPLATES, type Template } from '../../lib/template-catalogue.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { Download, Eye, Lightbulb, Lock } from '../../ui/icons.ts'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { toast } from '../../ui/toaster.tsx'
import { downloadTemplate, templateErrorMessage } from './download-template.ts'
import {
  cardFacts,
  filterTemplates,
  isLocked,
  TEMPLATE_FILTERS,
  type TemplateFilter,
  TYPE_LABELS,
} from './template-library.ts'
import { TEMPLATE_TEXTS, USAGE_TIPS } from './texts.ts'

const FILTER_LABELS: Readonly<Record<TemplateFilter, string>> = {
  all: 'All',
  financial: 'Financial',
  strategic: 'Strategic',
  investor: 'Investor',
  gtm: 'GTM',
  operations: 'Operations',
}

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
}

interface TemplatesTabProps {
  /** The member's currency (000 §4.2), for the upgrade price. */
  currency: CurrencyCode
}

/** The Templates tab (001 §2, §5, §6): filters, the grid, 'Pro Only' locks, the Pro upsell, staff Preview. */
export default function TemplatesTab(props: TemplatesTabProps) {
  return (
    <MemberScreenGate loading="Loading templates...">
      {(screen) => <Templates member={screen.access} {...props} />}
    </MemberScreenGate>
  )
}

function Templates({ member, currency }: TemplatesTabProps & { member: MemberAccess }) {
  const upgradeLabel = useUpgradeToProLabel(currency)
  const invoke = useInvokeFunction()
  const [filter, setFilter] = useState<TemplateFilter>('all')
  const [busy, setBusy] = useState<string | null>(null)
  const [preview, setPreview] = useState<Template | null>(null)

  const { canUseProTemplates, isStaff } = member

  const download = async (template: Template) => {
    if (isLocked(template, canUseProTemplates)) {
      toast.error(TEMPLATE_TEXTS.proRequired)
      return
    }
    setBusy(template.id)
    try {
      await downloadTemplate(invoke, template, Date.now())
      toastSuccess(TEMPLATE_TEXTS.downloading(template.title))
    } catch (error) {
      toast.error(templateErrorMessage(error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <PageHeader
        title="Templates"
        description="Financial models, decks and plans your advisor uses with founders."
      />
      <SegmentedControl<TemplateFilter>
        label="Template category"
        segments={TEMPLATE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        value={filter}
        onChange={setFilter}
        className="max-w-full overflow-x-auto"
      />
      <ContentGrid columns={3}>
        {filterTemplates(TEMPLATES, filter).map((template) => {
          const locked = isLocked(template, canUseProTemplates)
          const facts = cardFacts(template)
          return (
            <Card
              key={template.id}
              as="article"
              aria-labelledby={`template-${template.id}`}
              data-testid="template"
            >
              <CardHeader>
                <CardTitle id={`template-${template.id}`}>{template.title}</CardTitle>
                {template.tier === 'pro' && <Badge variant="tier-pro">Pro</Badge>}
                <CardDescription>{template.description}</CardDescription>
              </CardHeader>
              <div className="flex flex-wrap gap-2 text-xs text-muted-foreground">
                <Badge variant="outline">{TYPE_LABELS[template.type]}</Badge>
                <Badge variant="neutral">{FILTER_LABELS[template.category]}</Badge>
                {facts && (
                  <>
                    <span>{facts.downloads.toLocaleString('en-GB')} downloads</span>
                    <span>{facts.fileSize}</span>
                    <span>Updated {formatDay(facts.lastUpdated)}</span>
                  </>
                )}
              </div>
              <CardFooter>
                {locked ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => toast.error(TEMPLATE_TEXTS.proRequired)}
                  >
                    <Lock aria-hidden="true" />
                    {TEMPLATE_TEXTS.proOnly}
                  </Button>
                ) : (
                  <Button size="sm" loading={busy === template.id} onClick={() => void download(template)}>
                    <Download aria-hidden="true" />
                    Download
                  </Button>
                )}
                {isStaff && (
                  <Button variant="outline" size="sm" onClick={() => setPreview(template)}>
                    <Eye aria-hidden="true" />
                    Preview
                  </Button>
                )}
              </CardFooter>
            </Card>
          )
        })}
        {!canUseProTemplates && (
          <Card as="section" variant="accent" aria-labelledby="templates-upsell">
            <CardHeader>
              <CardTitle id="templates-upsell">The full library with Desktop Pro</CardTitle>
              <CardDescription>
                The SaaS financial model, the 22-slide investor deck, the launch plan and the board pack come
                with Pro.
              </CardDescription>
            </CardHeader>
            <UpgradeButton plan="console" label={upgradeLabel} variant="accent" />
          </Card>
        )}
      </ContentGrid>
      <Card as="section" variant="muted" aria-labelledby="template-tips">
        <CardHeader>
          <CardTitle id="template-tips" className="inline-flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="size-4" />
            Usage tips
          </CardTitle>
        </CardHeader>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {USAGE_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        <DialogContent>
          {preview && (
            <>
              <DialogHeader>
                <DialogTitle>{preview.title}</DialogTitle>
                <DialogDescription>
                  {TYPE_LABELS[preview.type]} · {preview.tier === 'pro' ? 'Pro' : 'Basic'} ·{' '}
                  {preview.outline.length}{' '}
                  {preview.type === 'presentation'
                    ? 'slides'
                    : preview.type === 'spreadsheet'
                      ? 'sheets'
                      : 'sections'}
                </DialogDescription>
              </DialogHeader>
              <p className="text-sm">{preview.description}</p>
              <ol className="grid list-decimal gap-1 pl-5 text-sm">
                {preview.outline.map((part) => (
                  <li key={part}>{part}</li>
                ))}
              </ol>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  )
}
