import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../../api-client/client';
import { errorMessage } from './ui/error-message';
import type { AuthResult } from '../../api-client/types';
import { acceptSession } from '../../auth';
import { useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { useSettings } from '../../settings';
import { FormError } from '../../components/FormError';
import { SetupHint } from './setup-hint';

export const Route = createLazyRoute('/admin/login')({ component: AdminLogin });

function AdminLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const settings = useSettings();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The second step (decision 0052): the server asked for a two-factor code; the same form, with the
  // email and password kept for the second request.
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  // A session renewed in the browser (the access cookie had expired) may turn out to be an admin's.
  const { data: user } = useQuery(profileQuery(api));
  useEffect(() => {
    if (user?.isAdmin) void navigate({ to: '/admin', replace: true });
  }, [user, navigate]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const signIn = credentials ?? {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const code = credentials ? String(form.get('code') ?? '').trim() : undefined;
    setPending(true);
    setError(null);
    try {
      const result = await api.post<AuthResult>('/api/auth/login', { ...signIn, code });
      if (!result.user.isAdmin && result.user.role !== 'admin') {
        // Valid credentials of a player: do not keep a session opened from the admin screen.
        await api.post('/api/auth/logout', { refreshToken: result.refreshToken }).catch(() => undefined);
        setError('This account does not have admin access.');
        setPending(false);
        return;
      }
      acceptSession(queryClient, api, result);
      await navigate({ to: '/admin' });
    } catch (err) {
      const refused = err instanceof ApiError ? err : null;
      if (refused?.code === 'TOTP_REQUIRED') setCredentials(signIn);
      // A refused password gets one message whatever the reason; a refused code gets the server's.
      else if (!credentials && (refused?.status === 400 || refused?.status === 401))
        setError('Invalid credentials. Please try again.');
      else setError(errorMessage(err));
      setPending(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <div className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary">
            <ShieldCheck aria-hidden className="size-6" />
          </div>
          <h1 className="text-xl font-bold">Admin sign-in</h1>
          <p className="mt-1 text-sm text-muted">{settings.appConfig.appName} back office</p>
        </div>
        <SetupHint />
        <form onSubmit={onSubmit} className="card flex flex-col gap-4 p-6!">
          {credentials ? (
            <Field label="Two-factor code" hint="The 6-digit code from your authenticator app, or a recovery code.">
              <input
                name="code"
                required
                // biome-ignore lint/a11y/noAutofocus: the second step asks for this one field, which the admin asked for by signing in
                autoFocus
                autoComplete="one-time-code"
                maxLength={20}
                className="field font-mono tracking-widest"
              />
            </Field>
          ) : (
            <>
              <Field label="Email">
                <input name="email" type="email" required autoComplete="username" className="field" />
              </Field>
              <Field label="Password">
                <input name="password" type="password" required autoComplete="current-password" className="field" />
              </Field>
            </>
          )}
          <FormError message={error} />
          <button type="submit" className="btn btn-primary w-full" disabled={pending}>
            {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {credentials ? 'Verify' : 'Sign in'}
          </button>
          {credentials ? (
            <button
              type="button"
              className="btn btn-ghost w-full text-sm"
              onClick={() => {
                setCredentials(null);
                setError(null);
              }}
            >
              Use another account
            </button>
          ) : null}
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          <Link to="/" className="underline-offset-4 hover:underline">
            Back to the app
          </Link>
        </p>
      </div>
    </main>
  );
}

/** A labelled field of the sign-in form (the label wraps its input), with a hint under it. */
function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, wrapped by the label */}
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{label}</span>
        {children}
      </label>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}
