import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { errorMessage, isMaintenanceError } from '../api/client';
import { Maintenance } from './Maintenance';

/** Every route's errorComponent: what happened, Refresh Page (reload) and Try Again (reset). */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isMaintenanceError(error)) return <Maintenance message={error instanceof Error ? error.message : undefined} />;
  const detail = errorMessage(error, '');
  return (
    <div role="alert" className="mx-auto flex w-full max-w-[480px] flex-col items-center px-6 py-16 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-danger/15 text-danger">
        <TriangleAlert aria-hidden className="size-7" />
      </div>
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-sm text-muted">{detail || 'We could not load this screen. Please try again.'}</p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <button type="button" className="btn btn-ghost" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="size-4" /> Refresh Page
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            void router.invalidate();
            reset();
          }}
        >
          <RotateCcw aria-hidden className="size-4" /> Try Again
        </button>
      </div>
    </div>
  );
}
