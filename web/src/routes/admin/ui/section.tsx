import clsx from 'clsx';
import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from './error-message';

// The heading, the Refresh button and the inline states of a back-office screen (admin chunks only).

export function SectionHeading({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-muted">{subtitle}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
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
  );
}

/** A screen's Refresh button: refetches its query, spinning while it fetches. */
export function RefreshButton({ fetching, onRefresh }: { fetching: boolean; onRefresh: () => void }) {
  return (
    <button type="button" className="btn btn-ghost text-sm" onClick={onRefresh} disabled={fetching}>
      <RefreshCw aria-hidden className={clsx('size-4', fetching && 'animate-spin')} /> Refresh
    </button>
  );
}
