import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../api-client/types';
import { useApi } from '../context';
import { useT } from '../i18n/i18n';
import { useErrorText } from '../i18n/error-text';
import { toast } from './toast';

/**
 * For an email account that has not opened its verification link yet (on the profile and the
 * deposit page): why it matters and "Resend" (POST /api/auth/resend-verification). The server
 * decides what verification unlocks; this only says so. Nothing for a verified or Telegram account.
 */
export function VerifyEmailNotice({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) {
  const api = useApi();
  const t = useT();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  if (!user.email || user.emailVerified) return null;
  const email = user.email;

  async function resend() {
    setPending(true);
    try {
      await api.post('/api/auth/resend-verification');
      toast.success(t('verifyNotice.sent', { email }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      className="card flex items-start gap-3 border border-accent/40"
      aria-labelledby="verify-email-heading"
      data-testid="verify-email-notice"
    >
      <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id="verify-email-heading" className="font-semibold">
          {t('verify.title')}
        </h2>
        <p className="text-sm text-muted">{t('verifyNotice.body', { email })}</p>
        <button type="button" className="btn btn-ghost self-start" onClick={resend} disabled={pending}>
          {t('verifyNotice.resend')}
        </button>
      </div>
    </section>
  );
}
