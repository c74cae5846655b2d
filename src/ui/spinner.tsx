import { Loader2 } from 'lucide-react'
import { cn } from './cn.ts'

/** A decorative spinner; the busy control or region around it carries the words (aria-busy, a label). */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('size-4 shrink-0 animate-spin', className)} />
}
