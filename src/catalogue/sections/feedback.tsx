import { useState } from 'react'
import { toastSuccess } from '../../data/write.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Field } from '../../ui/field.tsx'
import { Inbox } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { PullToRefresh } from '../../ui/pull-to-refresh.tsx'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../ui/sheet.tsx'
import { LoadingState, Skeleton, SkeletonText } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toaster.tsx'
import { CatalogueSection, Specimen } from '../specimen.tsx'

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

export function Feedback() {
  const [refreshed, setRefreshed] = useState(0)
  return (
    <CatalogueSection id="feedback" title="Feedback and overlays">
      <Specimen title="Inline alerts" className="grid w-full max-w-2xl">
        <Alert title="Offline">Changes are saved on this device and sent when you are back online.</Alert>
        <Alert variant="success" title="Partnership request submitted successfully!" />
        <Alert variant="warning" title="Your session expires in 5 minutes">
          Move the mouse or press a key to stay signed in.
        </Alert>
        <Alert
          variant="danger"
          title="Failed to create spark"
          actions={
            <>
              <Button size="sm" variant="outline">
                Retry
              </Button>
              <Button size="sm" variant="ghost">
                Discard
              </Button>
            </>
          }
        >
          new row violates row-level security policy
        </Alert>
      </Specimen>
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Loading (before the first pull)" className="grid w-full">
          <LoadingState label="Loading your dashboard...">
            <div className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-4 w-40" />
            </div>
            <SkeletonText lines={3} />
          </LoadingState>
        </Specimen>
        <Specimen title="Empty" className="grid w-full">
          <EmptyState
            icon={<Inbox />}
            title="Inbox is Empty"
            description="Captures you have not assigned to a card show up here."
            action={<Button variant="outline">Quick Add</Button>}
          />
        </Specimen>
        <Specimen
          title="Error with retry: compact and page"
          className="grid w-full md:col-span-2 md:grid-cols-2"
        >
          <ErrorState
            title="Sessions could not load"
            message="You are offline and nothing is stored on this device yet."
            onRetry={() => wait(800)}
          />
          <ErrorState
            size="page"
            title="Something went wrong"
            message="Please try refreshing the app"
            onRetry={() => wait(800)}
            retryLabel="Refresh"
          />
        </Specimen>
      </div>
      <Specimen title="Toasts (sonner, themed)">
        <Button variant="outline" onClick={() => toastSuccess('Successfully signed in!')}>
          Success toast
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.error('Failed to sign in. Please try manual sign-in.')}
        >
          Error toast
        </Button>
        <Button variant="outline" onClick={() => toast('Securely logged out')}>
          Plain toast
        </Button>
      </Specimen>
      <Specimen title="Dialog and sheet">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Open dialog</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Choose currency</DialogTitle>
              <DialogDescription>Prices show in the currency you choose.</DialogDescription>
            </DialogHeader>
            <Field label="Promo code" hint="Optional">
              <Input />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button disabled>Apply</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline">Open sheet</Button>
          </SheetTrigger>
          <SheetContent>
            <SheetHeader>
              <SheetTitle>Navigation</SheetTitle>
              <SheetDescription>A bottom sheet on phones, a side panel on desktops.</SheetDescription>
            </SheetHeader>
            <SheetBody className="grid gap-2 text-sm">
              <p>HOME</p>
              <p>ABOUT</p>
              <p>ADVISORY</p>
            </SheetBody>
            <SheetFooter>
              <Button variant="outline">Close menu</Button>
            </SheetFooter>
          </SheetContent>
        </Sheet>
      </Specimen>
      <Specimen title="Pull to refresh (touch; Tab reaches its Refresh button)" className="w-full max-w-sm">
        <Card padding="none" className="w-full overflow-hidden">
          <PullToRefresh onRefresh={() => wait(600).then(() => setRefreshed((count) => count + 1))}>
            <p className="p-4 text-sm">Refreshed {refreshed} times.</p>
          </PullToRefresh>
        </Card>
      </Specimen>
    </CatalogueSection>
  )
}
