import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { useErrorText } from '../i18n/error-text';

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
            <LoadError
              error={error}
              retry={() => {
                reset();
                retry();
              }}
              framed={framed}
            />
          )}
        >
          <Suspense fallback={skeleton}>{children}</Suspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

function LoadError({ error, retry, framed }: { error: unknown; retry: () => void; framed: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <div
      role="alert"
      className={framed ? 'card flex flex-col items-start gap-2 text-sm' : 'flex flex-col items-start gap-2 text-sm'}
    >
      <p className="text-muted">{errorText(error, 'panel.loadError')}</p>
      <button type="button" className="btn btn-ghost min-h-9 px-3 text-sm" onClick={retry}>
        <RotateCcw aria-hidden className="size-4" /> {t('action.tryAgain')}
      </button>
    </div>
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
