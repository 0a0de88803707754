import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../components/toast';
import type { AuthResult } from '../api-client/types';
import { acceptSession } from '../auth';
import { useApi } from '../context';
import { profileQuery } from '../queries/profile';
import { useSettings } from '../settings';
import { FormError } from '../components/FormError';
import { EmailField, PasswordField, SubmitButton } from '../components/AccountFields';
import { forgetReferralCode, pendingReferralCode } from './referrals/pending-code';
import { useT } from '../i18n/i18n';
import { useErrorText } from '../i18n/error-text';
import { afterSignIn } from './login-search';

type Mode = 'signin' | 'register';

export const Route = createLazyRoute('/player/login')({ component: LoginPage });

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const mode: Mode = search.mode ?? 'signin';
  const settings = useSettings();
  const t = useT();
  const setMode = (next: Mode) =>
    void navigate({
      to: '/login',
      search: { ...(next === 'register' ? { mode: 'register' } : {}), redirect: search.redirect },
      replace: true,
    });
  // Signed in while this page is open (inside Telegram, the sign-in with Telegram finishing): where
  // the player was going, or Home.
  const { data: user } = useQuery(profileQuery(useApi()));
  const destination = afterSignIn(search);
  useEffect(() => {
    if (user) void navigate({ href: destination, replace: true });
  }, [user, navigate, destination]);

  return (
    <div className="flex flex-col gap-4">
      <div className="pt-1">
        <h1 className="text-2xl font-bold">{mode === 'register' ? t('auth.createTitle') : t('auth.welcomeBack')}</h1>
        <p className="mt-1 text-sm text-muted">
          {mode === 'register' ? t('auth.join', { appName: settings.appConfig.appName }) : t('auth.continue')}
        </p>
      </div>
      <div role="tablist" aria-label={t('auth.tabs')} className="grid grid-cols-2 gap-1 rounded-2xl bg-surface p-1">
        {(['signin', 'register'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={`tab-${m}`}
            aria-selected={mode === m}
            aria-controls="auth-panel"
            onClick={() => setMode(m)}
            className={clsx(
              'min-h-11 rounded-xl text-sm font-semibold transition-colors duration-150',
              mode === m ? 'bg-surface-2 text-fg' : 'text-muted',
            )}
          >
            {m === 'signin' ? t('auth.signIn') : t('auth.signUp')}
          </button>
        ))}
      </div>
      <div id="auth-panel" role="tabpanel" aria-labelledby={`tab-${mode}`} className="card">
        <AuthForm key={mode} mode={mode} destination={destination} />
      </div>
    </div>
  );
}

function AuthForm({ mode, destination }: { mode: Mode; destination: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const errorText = useErrorText();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const name = String(form.get('name') ?? '').trim();
    setPending(true);
    setError(null);
    try {
      let result: AuthResult;
      if (mode === 'register') {
        const referralCode = pendingReferralCode();
        result = await api.post<AuthResult>('/api/auth/register', {
          email,
          password,
          name,
          ...(referralCode ? { referralCode } : {}),
        });
      } else {
        result = await api.post<AuthResult>('/api/auth/login', { email, password });
      }
      if (mode === 'register') forgetReferralCode();
      acceptSession(queryClient, api, result);
      toast.success(mode === 'register' ? t('auth.created') : t('auth.signedIn'));
      await navigate({ href: destination });
    } catch (err) {
      setError(errorText(err));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate={false}>
      {mode === 'register' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {t('auth.name')}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            minLength={1}
            maxLength={64}
            autoComplete="name"
            className="field"
            placeholder={t('auth.namePlaceholder')}
          />
        </div>
      ) : null}
      <EmailField id={id} />
      <PasswordField id={id} label={t('auth.password')} kind={mode === 'register' ? 'new' : 'current'} />
      <FormError message={error} />
      <SubmitButton pending={pending}>{mode === 'register' ? t('auth.createAccount') : t('auth.signIn')}</SubmitButton>
      {mode === 'signin' ? (
        <Link to="/forgot-password" className="self-center text-sm font-medium text-primary">
          {t('auth.forgotLink')}
        </Link>
      ) : null}
    </form>
  );
}
