import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api-client/client';
import { EmptyState } from '../../components/EmptyState';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';

// The page the verification mail's link opens: it spends the token once (POST
// /api/auth/verify-email), then says whether the address is verified; a signed-in player's profile
// and wallet are read again, so the notice and the welcome bonus show at once.
export const Route = createLazyRoute('/player/verify-email')({ component: VerifyEmailPage });

type Outcome = { state: 'checking' } | { state: 'verified' } | { state: 'failed'; reason: string };

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  // A token works once: the effect must not send it twice (React runs effects twice in development).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setOutcome({ state: 'failed', reason: t('link.invalid') });
      return;
    }
    api.post('/api/auth/verify-email', { token }).then(
      () => {
        setOutcome({ state: 'verified' });
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'settings' });
      },
      (error: unknown) =>
        setOutcome({
          state: 'failed',
          reason: error instanceof ApiError && error.status === 400 ? t('link.invalid') : errorText(error),
        }),
    );
  }, [api, token, queryClient, t, errorText]);

  const toProfile = (
    <Link to="/profile" className="btn btn-primary">
      {t('verify.toProfile')}
    </Link>
  );
  if (outcome.state === 'verified')
    return (
      <EmptyState icon={<MailCheck aria-hidden className="size-7" />} title={t('verify.doneTitle')} action={toProfile}>
        {t('verify.doneBody')}
      </EmptyState>
    );
  if (outcome.state === 'failed')
    return (
      <EmptyState icon={<MailX aria-hidden className="size-7" />} title={t('verify.failedTitle')} action={toProfile}>
        {outcome.reason}
      </EmptyState>
    );
  return (
    <EmptyState icon={<LoaderCircle aria-hidden className="size-7 animate-spin" />} title={t('verify.title')}>
      {t('verify.checking')}
    </EmptyState>
  );
}
