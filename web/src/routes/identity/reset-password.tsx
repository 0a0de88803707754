import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api-client/client';
import { signOut } from '../../auth';
import { PasswordField, SubmitButton } from '../../components/AccountFields';
import { FormError } from '../../components/FormError';
import { toast } from '../../components/toast';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';

// The page the reset mail's link opens: a new password for the token (POST
// /api/auth/reset-password). The reset ends every session, this device's too, so the page signs out
// here and sends the player to sign in with the new password.
export const Route = createLazyRoute('/player/reset-password')({ component: ResetPasswordPage });

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t('link.invalid'));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    setPending(true);
    setError(null);
    try {
      await api.post('/api/auth/reset-password', { token: token ?? '', password });
      await signOut(queryClient, api);
      toast.success(t('reset.done'));
      await navigate({ to: '/login' });
    } catch (err) {
      // Two refusals share 400: a spent, unknown or expired link (its message names the link,
      // domain/identity/email-tokens.ts) and a password shorter than the settings allow.
      const spent = err instanceof ApiError && err.status === 400 && /\blink\b/.test(err.message);
      setError(spent ? t('link.invalid') : errorText(err));
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="pt-1">
        <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('reset.intro')}</p>
      </div>
      <form onSubmit={onSubmit} className="card flex flex-col gap-4">
        <PasswordField id={id} label={t('reset.password')} kind="new" />
        <FormError message={error} />
        <SubmitButton pending={pending} disabled={!token}>
          {t('reset.submit')}
        </SubmitButton>
      </form>
      <div className="text-center">
        <Link to="/forgot-password" className="btn btn-ghost">
          {t('reset.newLink')}
        </Link>
      </div>
    </div>
  );
}
