import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cva, type VariantProps } from 'class-variance-authority'
import { type ComponentProps, createContext, use } from 'react'
import { cn } from './cn.ts'

type TabsVariant = NonNullable<VariantProps<typeof listVariants>['variant']>
const VariantContext = createContext<TabsVariant>('underline')

/** Radix tabs: arrow keys move between tabs, Home/End jump, the panel follows (WAI-ARIA tabs pattern). */
export function Tabs({
  variant = 'underline',
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root> & { variant?: TabsVariant }) {
  return (
    <VariantContext value={variant}>
      <TabsPrimitive.Root className={cn('grid gap-4', className)} {...props} />
    </VariantContext>
  )
}

const listVariants = cva('flex', {
  variants: {
    variant: {
      /** Page-level sections. */
      underline: 'gap-1 overflow-x-auto border-b border-border [scrollbar-width:none]',
      /** Sub-tabs and filters inside a card (Overview / Board / Sessions). */
      pills: 'w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 [scrollbar-width:none]',
    },
  },
})

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const variant = use(VariantContext)
  return <TabsPrimitive.List className={cn(listVariants({ variant }), className)} {...props} />
}

const triggerVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        underline:
          '-mb-px border-b-2 border-transparent px-3 py-2.5 text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground',
        pills:
          'rounded-md px-3 py-1.5 text-muted-foreground hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
      },
    },
  },
)

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = use(VariantContext)
  return <TabsPrimitive.Trigger className={cn(triggerVariants({ variant }), className)} {...props} />
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'min-w-0 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  )
}
