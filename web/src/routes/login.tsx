import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../components/toast';
import type { AuthResult } from '../api-client/types';
import { acceptSession } from '../auth';
import { useApi } from '../context';
import { profileQuery } from '../queries/profile';
import { useSettings } from '../settings';
import { FormError } from '../components/FormError';
import { forgetReferralCode, pendingReferralCode } from './referrals/pending-code';
import { useErrorText, useT } from '../i18n/i18n';

type Mode = 'signin' | 'register';

export const Route = createLazyRoute('/player/login')({ component: LoginPage });

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const mode: Mode = search.mode ?? 'signin';
  const settings = useSettings();
  const t = useT();
  const setMode = (next: Mode) =>
    void navigate({ to: '/login', search: next === 'register' ? { mode: 'register' } : {}, replace: true });
  // Signed in while this page is open (inside Telegram, the sign-in with Telegram finishing): the profile.
  const { data: user } = useQuery(profileQuery(useApi()));
  useEffect(() => {
    if (user) void navigate({ to: '/profile', replace: true });
  }, [user, navigate]);

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
        <AuthForm key={mode} mode={mode} />
      </div>
    </div>
  );
}

function AuthForm({ mode }: { mode: Mode }) {
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
      await navigate({ to: '/profile' });
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
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('auth.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          className="field"
          placeholder="you@example.com"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-password`} className="text-sm font-medium">
          {t('auth.password')}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          required
          minLength={mode === 'register' ? 8 : 1}
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          className="field"
          placeholder={mode === 'register' ? t('auth.passwordNew') : t('auth.passwordCurrent')}
        />
      </div>
      <FormError message={error} />
      <button type="submit" className="btn btn-primary w-full" disabled={pending}>
        {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {mode === 'register' ? t('auth.createAccount') : t('auth.signIn')}
      </button>
    </form>
  );
}
