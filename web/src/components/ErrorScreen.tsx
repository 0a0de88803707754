import { useQueryClient } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { ApiError, isBlockedError, isMaintenanceError } from '../api-client/client';
import { useApi } from '../context';
import { useT } from '../i18n/i18n';
import { useErrorText } from '../i18n/error-text';
import { blockNoticeQuery } from '../queries/block-notice';
import { Maintenance } from './Maintenance';

/** Every route's errorComponent: what happened, Refresh Page (reload) and Try Again (reset). */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const t = useT();
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const blocked = isBlockedError(error);
  // Blocked since the page loaded: the notice, once read, turns the player layout into the blocked screen.
  useEffect(() => {
    if (blocked) void queryClient.fetchQuery(blockNoticeQuery(api)).catch(() => {});
  }, [blocked, api, queryClient]);
  if (isMaintenanceError(error)) return <Maintenance />;
  const detail = error instanceof ApiError || error instanceof TypeError ? errorText(error) : '';
  return (
    <div role="alert" className="mx-auto flex w-full max-w-[480px] flex-col items-center px-6 py-16 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-danger/15 text-danger">
        <TriangleAlert aria-hidden className="size-7" />
      </div>
      <h1 className="text-xl font-bold">{t('error.title')}</h1>
      <p className="mt-2 text-sm text-muted">{detail || t('error.screen')}</p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <button type="button" className="btn btn-ghost" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="size-4" /> {t('action.refreshPage')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            void router.invalidate();
            reset();
          }}
        >
          <RotateCcw aria-hidden className="size-4" /> {t('action.tryAgain')}
        </button>
      </div>
    </div>
  );
}
