import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { errorMessage } from '../api/client';

/**
 * Content that loads on its own: a skeleton in its final shape while loading, and an inline error
 * with Try Again that refetches only this part's data (the rest of the page stays usable).
 */
export function LoadBoundary({
  skeleton,
  children,
  framed = false,
}: {
  skeleton: ReactNode;
  children: ReactNode;
  framed?: boolean;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchBoundary
          getResetKey={() => 0}
          errorComponent={({ error, reset: retry }) => (
            <div
              role="alert"
              className={
                framed ? 'card flex flex-col items-start gap-2 text-sm' : 'flex flex-col items-start gap-2 text-sm'
              }
            >
              <p className="text-muted">{errorMessage(error, 'This section could not be loaded.')}</p>
              <button
                type="button"
                className="btn btn-ghost min-h-9 px-3 text-sm"
                onClick={() => {
                  reset();
                  retry();
                }}
              >
                <RotateCcw aria-hidden className="size-4" /> Try Again
              </button>
            </div>
          )}
        >
          <Suspense fallback={skeleton}>{children}</Suspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A titled card around a LoadBoundary. */
export function Panel({
  id,
  title,
  action,
  skeleton,
  children,
}: {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <div className="mb-3 flex min-h-6 items-center justify-between gap-2">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <LoadBoundary skeleton={skeleton}>{children}</LoadBoundary>
    </section>
  );
}
