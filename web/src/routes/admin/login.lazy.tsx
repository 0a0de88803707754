import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../api-client/client';
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
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A session renewed in the browser (the access cookie had expired) may turn out to be an admin's.
  const { data: user } = useQuery(profileQuery(api));
  useEffect(() => {
    if (user?.isAdmin) void navigate({ to: '/admin', replace: true });
  }, [user, navigate]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await api.post<AuthResult>('/api/auth/login', {
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
      });
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
      setError(
        err instanceof ApiError && (err.status === 400 || err.status === 401)
          ? 'Invalid credentials. Please try again.'
          : errorMessage(err),
      );
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
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              Email
            </label>
            <input id={`${id}-email`} name="email" type="email" required autoComplete="username" className="field" />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-password`} className="text-sm font-medium">
              Password
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              required
              autoComplete="current-password"
              className="field"
            />
          </div>
          <FormError message={error} />
          <button type="submit" className="btn btn-primary w-full" disabled={pending}>
            {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            Sign in
          </button>
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
