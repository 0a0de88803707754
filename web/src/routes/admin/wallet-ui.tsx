import clsx from 'clsx'
import { RotateCcw, TriangleAlert, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { errorMessage } from '../../api/client'
import { Skeleton } from '../../components/Skeleton'

// Building blocks shared by the Transactions and Wallet Settings sections (admin chunks only).

const TONES = {
  primary: 'bg-primary/12 text-primary',
  secondary: 'bg-secondary/12 text-secondary',
  accent: 'bg-accent/12 text-accent',
  muted: 'bg-surface-2 text-muted',
} as const

export type Tone = keyof typeof TONES

/** A compact summary figure above a table. */
export function SummaryCard({ label, value, icon: Icon, tone, testId }: { label: string; value: string; icon: LucideIcon; tone: Tone; testId: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3" data-testid={testId}>
      <span className={clsx('flex size-10 shrink-0 items-center justify-center rounded-lg', TONES[tone])}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-muted">{label}</p>
        <p className="truncate text-xl font-bold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </p>
      </div>
    </div>
  )
}

export function SectionHeading({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-muted">{subtitle}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}

/** Header cell of the dense admin tables (sticky inside their scroll box). */
export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return <th className={clsx('sticky top-0 z-10 border-b border-line bg-surface-2 px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase', className)}>{children}</th>
}

/** An inline load failure with Try Again (used where a part of a screen loads on its own). */
export function InlineError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center text-sm">
      <TriangleAlert aria-hidden className="size-6 text-danger" />
      <p className="text-muted">
        {what} could not be loaded. {errorMessage(error, '')}
      </p>
      <button type="button" className="btn btn-ghost min-h-9 text-sm" onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" /> Try Again
      </button>
    </div>
  )
}

/** Cards and table rows in their final shape, while the section loads. */
export function TablePageSkeleton({ label, cards, columns }: { label: string; cards: number; columns: number }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label={label}>
      <div className="space-y-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
      <div className="overflow-hidden rounded-xl border border-line bg-surface">
        <Skeleton className="h-10 rounded-none" />
        {Array.from({ length: 6 }, (_, r) => (
          <div key={r} className="flex gap-4 border-t border-line px-3 py-3.5">
            {Array.from({ length: columns }, (_, c) => (
              <Skeleton key={c} className="h-4 flex-1" />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
