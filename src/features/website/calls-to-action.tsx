import { Link } from 'react-router-dom'
import type { CallToAction } from '../../content/types.ts'
import { Button } from '../../ui/button.tsx'

/**
 * A page's calls to action: the first is the primary button, the others outline buttons. On the
 * ink band (`onInk`) they are brass and secondary, which keep their contrast on the dark ground.
 */
export function CallsToAction({ ctas, onInk = false }: { ctas: readonly CallToAction[]; onInk?: boolean }) {
  return ctas.map((cta, index) => {
    const first = index === 0
    const variant = onInk ? (first ? 'accent' : 'secondary') : first ? 'primary' : 'outline'
    return (
      <Button key={cta.to} asChild size="lg" variant={variant}>
        <Link to={cta.to}>{cta.label}</Link>
      </Button>
    )
  })
}
