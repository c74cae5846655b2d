import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { Avatar } from '../../ui/avatar.tsx'
import { TierBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { ChevronRight, CircleHelp, CreditCard, LogOut, Mail, ShieldCheck, User } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { Switch } from '../../ui/switch.tsx'
import { planPriceLabel, TIER_NAMES } from './account-rules.ts'
import { userNameFromEmail } from './shell-rules.ts'
import { ACCOUNT_TEXTS } from './texts.ts'
import { useShellChrome } from './use-shell-chrome.ts'
import { useUpgradePlan } from './use-upgrade-plan.ts'

/**
 * 002 §2.12 has no action for the rows and the Contact and Profile buttons; ours open the page a member
 * would expect (written down in ARCHITECTURE.md).
 */
const ROWS: ReadonlyArray<{ label: string; to: string; icon: ReactNode }> = [
  { label: ACCOUNT_TEXTS.billing, to: '/pricing-guide', icon: <CreditCard /> },
  { label: ACCOUNT_TEXTS.privacy, to: '/privacy-policy', icon: <ShieldCheck /> },
  { label: ACCOUNT_TEXTS.help, to: '/faq', icon: <CircleHelp /> },
]

function ChromeSwitch({ part, label }: { part: 'header' | 'footer'; label: string }) {
  const [visible, setVisible] = useShellChrome(part)
  return (
    <Field label={label} layout="inline-end">
      <Switch checked={visible} onCheckedChange={setVisible} />
    </Field>
  )
}

/** The Account tab of the settings overlay (002 §2.12): who, plan, app toggles, rows, Sign Out last. */
export function AccountPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { user, signOut } = useAuth()
  const access = useMemberAccess()
  const navigate = useNavigate()
  const tier = access.status === 'ready' ? access.access.mobileTier : null
  const { upgrade, busy } = useUpgradePlan(tier ?? 'pro')
  if (!user) return null
  const name = userNameFromEmail(user.email)

  return (
    <div className="grid gap-5">
      <Card padding="sm" className="flex items-center gap-3">
        <Avatar name={name} size="lg" />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          {tier && (
            <TierBadge tier={tier} kind="mobile">
              {TIER_NAMES[tier]}
            </TierBadge>
          )}
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <Link to="/contact">
            <Mail />
            {ACCOUNT_TEXTS.contact}
          </Link>
        </Button>
        <Button variant="outline" onClick={() => void navigate('/app/settings')}>
          <User />
          {ACCOUNT_TEXTS.profile}
        </Button>
      </div>

      <section aria-labelledby="account-subscription" className="grid gap-2">
        <h2 id="account-subscription" className="text-sm font-semibold text-muted-foreground">
          {ACCOUNT_TEXTS.subscription}
        </h2>
        {tier === null ? (
          <LoadingState label="Loading your plan..." />
        ) : (
          <Card padding="sm" className="flex flex-wrap items-center justify-between gap-2">
            <p>
              <span className="text-muted-foreground">{ACCOUNT_TEXTS.currentPlan}: </span>
              <strong>{TIER_NAMES[tier]}</strong> · {planPriceLabel(tier)}
            </p>
            {tier !== 'pro' && (
              <Button size="sm" loading={busy} onClick={() => void upgrade()}>
                {ACCOUNT_TEXTS.upgradePlan}
              </Button>
            )}
          </Card>
        )}
      </section>

      <section aria-labelledby="account-app" className="grid gap-3">
        <h2 id="account-app" className="text-sm font-semibold text-muted-foreground">
          {ACCOUNT_TEXTS.appToggles}
        </h2>
        <ChromeSwitch part="header" label={ACCOUNT_TEXTS.showHeader} />
        <ChromeSwitch part="footer" label={ACCOUNT_TEXTS.showFooter} />
      </section>

      <nav aria-label="Account" className="grid divide-y divide-border rounded-xl border border-border">
        {ROWS.map((row) => (
          <Link
            key={row.label}
            to={row.to}
            className="flex min-h-12 items-center gap-3 px-4 text-sm [&_svg]:size-4 [&_svg]:text-muted-foreground"
          >
            {row.icon}
            <span className="flex-1">{row.label}</span>
            <ChevronRight />
          </Link>
        ))}
      </nav>

      <Button
        variant="destructive"
        block
        onClick={() => {
          onSignedOut()
          void signOut()
        }}
      >
        <LogOut />
        {ACCOUNT_TEXTS.signOut}
      </Button>
    </div>
  )
}
