import { Link } from 'react-router-dom'
import { BRAND_COLOURS, BRAND_DOWNLOADS } from '../../content/pages/brand.ts'
import { useAuth } from '../../data/auth.ts'
import { usePublicSite } from '../../data/public-site.ts'
import { Button } from '../../ui/button.tsx'
import { Download } from '../../ui/icons.ts'

/** Swatches drawn from the design tokens themselves, so the brand page can never show a stale colour. */
const SWATCH: Record<(typeof BRAND_COLOURS)[number]['token'], string> = {
  brand: 'bg-brand-900',
  brass: 'bg-brass-500',
  advisory: 'bg-advisory',
  founders: 'bg-founders',
  investors: 'bg-investors',
  product: 'bg-product',
}

export function BrandColours() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {BRAND_COLOURS.map((colour) => (
        <li
          key={colour.name}
          className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3"
        >
          <span aria-hidden="true" className={`size-12 shrink-0 rounded-md ${SWATCH[colour.token]}`} />
          <span className="grid">
            <span className="font-semibold">{colour.name}</span>
            <span className="text-sm text-muted-foreground">{colour.role}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

export const BRAND_ASSETS_BUCKET = 'brand-assets'

/** The logo from the brand-assets storage (000 §4.6 keeps it there) and the app icons the site serves. */
export function BrandDownloads() {
  const site = usePublicSite()
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {BRAND_DOWNLOADS.map((item) => {
        const href =
          item.source === 'storage'
            ? (site?.publicUrl(BRAND_ASSETS_BUCKET, `logos/${item.file}`) ?? null)
            : item.file
        if (!href) return null
        return (
          <li key={item.label}>
            <Button asChild variant="outline" block className="justify-start">
              <a href={href} download>
                <Download aria-hidden="true" />
                {item.label}
              </a>
            </Button>
          </li>
        )
      })}
    </ul>
  )
}

/** /jh-admin: staff go on to the VIP area and admin pages; everyone else is told where to go. */
export function StaffEntrance() {
  const { status, isStaff, user } = useAuth()
  if (status === 'loading') return <p className="text-muted-foreground">Checking your account…</p>
  if (status === 'signed-out') {
    return (
      <Button asChild className="w-fit">
        <Link to="/auth">Sign in with your staff account</Link>
      </Button>
    )
  }
  if (!isStaff) {
    return (
      <p className="rounded-lg border border-border bg-muted p-4">
        You are signed in as {user?.email}, which is not a staff account. The admin app is for JUL staff only.
      </p>
    )
  }
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild>
        <Link to="/vip">Open the VIP area</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/admin">Admin console</Link>
      </Button>
    </div>
  )
}
