import { CatalogueSection, Specimen } from '../specimen.tsx'

const SURFACES = [
  ['background', 'foreground'],
  ['surface', 'surface-foreground'],
  ['muted', 'muted-foreground'],
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['accent', 'accent-foreground'],
] as const

const SOLIDS = [
  'success',
  'warning',
  'danger',
  'info',
  'advisory',
  'founders',
  'investors',
  'product',
  'tier-pro',
  'tier-standard',
  'tier-base',
] as const

function Swatch({ background, text, label }: { background: string; text: string; label: string }) {
  return (
    <div
      className="grid h-16 w-36 content-end rounded-lg border border-border p-2 text-xs font-medium"
      style={{ background: `var(--${background})`, color: `var(--${text})` }}
    >
      {label}
    </div>
  )
}

export function Foundations() {
  return (
    <CatalogueSection id="foundations" title="Foundations">
      <Specimen title="Surfaces and text">
        {SURFACES.map(([background, text]) => (
          <Swatch key={background} background={background} text={text} label={background} />
        ))}
      </Specimen>
      <Specimen title="Status, audience accents (000 §9) and tiers (002 §3): solid and soft">
        {SOLIDS.map((name) => (
          <div key={name} className="grid gap-1">
            <Swatch background={name} text={`${name}-foreground`} label={name} />
            <Swatch background={`${name}-soft`} text={`${name}-soft-foreground`} label={`${name}-soft`} />
          </div>
        ))}
      </Specimen>
      <Specimen title="Type scale" className="grid">
        <p className="text-display">Stay Aligned.</p>
        <p className="text-4xl font-semibold tracking-tight">Move Faster.</p>
        <p className="text-2xl font-semibold">Section heading</p>
        <p className="text-lg">Lead paragraph for a public page.</p>
        <p className="text-base">Body text, 16 px, line height 1.5.</p>
        <p className="text-sm text-muted-foreground">Secondary text, 14 px.</p>
        <p className="text-xs text-muted-foreground tabular-nums">Small print 12 px · 0123456789</p>
      </Specimen>
      <Specimen title="Radii and shadows">
        {(
          [
            'rounded-sm shadow-xs',
            'rounded-md shadow-sm',
            'rounded-lg shadow-md',
            'rounded-xl shadow-lg',
            'rounded-2xl shadow-xl',
          ] as const
        ).map((classes) => (
          <div key={classes} className={`grid size-24 place-content-center bg-surface text-xs ${classes}`}>
            {classes.split(' ')[0]}
          </div>
        ))}
      </Specimen>
    </CatalogueSection>
  )
}
