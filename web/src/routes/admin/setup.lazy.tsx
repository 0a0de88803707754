import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { KeyRound, LoaderCircle, type LucideIcon, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../api-client/client';
import { errorMessage } from './ui/error-message';
import type { AuthResult } from '../../api-client/types';
import { acceptSession } from '../../auth';
import { FormError } from '../../components/FormError';
import { useApi } from '../../context';
import { setupStatusQuery } from '../../queries/admin-setup';
import { useSettings } from '../../settings';
import { CreateAdminCommand, restartHint } from './setup-hint';

export const Route = createLazyRoute('/admin/setup')({ component: AdminSetup });

// The first run's setup page (decision 0051): opened from the link the server prints while no admin
// exists, it creates the first admin account, signs it in and lands on the dashboard. Without a
// token, with one the server refuses, or once an admin exists, it says what to do instead.

function AdminSetup() {
  const api = useApi();
  const { token } = Route.useSearch();
  const status = useQuery(setupStatusQuery(api));
  const [setUpElsewhere, setSetUpElsewhere] = useState(false);
  const [badLink, setBadLink] = useState(false);
  if (status.data?.needed === false || setUpElsewhere) {
    return (
      <SetupFrame title="Already set up">
        <p className="text-sm text-muted" data-testid="setup-done">
          The back office already has an admin. Sign in with that account.
        </p>
        <Link to="/admin/login" className="btn btn-primary w-full">
          Go to sign-in
        </Link>
      </SetupFrame>
    );
  }
  if (!token || badLink) {
    return (
      <SetupFrame title="Setup link needed">
        <p className="text-sm text-muted" data-testid="setup-link-needed">
          {badLink ? 'This setup link is not valid or has expired (a link works for one hour).' : null} {restartHint}
        </p>
        <CreateAdminCommand />
      </SetupFrame>
    );
  }
  return (
    <SetupFrame title="Set up the back office" icon={KeyRound}>
      <SetupForm token={token} onAlreadySetUp={() => setSetUpElsewhere(true)} onBadLink={() => setBadLink(true)} />
    </SetupFrame>
  );
}

function SetupForm({
  token,
  onAlreadySetUp,
  onBadLink,
}: {
  token: string;
  onAlreadySetUp: () => void;
  onBadLink: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await api.post<AuthResult>('/api/admin/setup', {
        token,
        name: String(form.get('name') ?? '').trim(),
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
      });
      acceptSession(queryClient, api, result);
      await queryClient.invalidateQueries({ queryKey: setupStatusQuery(api).queryKey });
      await navigate({ to: '/admin' });
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError && err.code === 'ALREADY_SET_UP') return onAlreadySetUp();
      if (err instanceof ApiError && err.status === 403) return onBadLink();
      setError(errorMessage(err));
    }
  }

  const fields = [
    { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
    { name: 'password', label: 'Password (at least 8 characters)', type: 'password', autoComplete: 'new-password' },
  ];
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Create the first admin account. This link works once, for one hour from the server's start.
      </p>
      {fields.map((f) => (
        <div key={f.name} className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-${f.name}`} className="text-sm font-medium">
            {f.label}
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            type={f.type}
            required
            minLength={f.type === 'password' ? 8 : 1}
            maxLength={f.type === 'password' ? 128 : 254}
            autoComplete={f.autoComplete}
            className="field"
          />
        </div>
      ))}
      <FormError message={error} />
      <button type="submit" className="btn btn-primary w-full" disabled={pending}>
        {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        Create admin account
      </button>
    </form>
  );
}

function SetupFrame({
  title,
  icon = ShieldCheck,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  const Icon = icon;
  const settings = useSettings();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <div className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary">
            <Icon aria-hidden className="size-6" />
          </div>
          <h1 className="text-xl font-bold">{title}</h1>
          <p className="mt-1 text-sm text-muted">{settings.appConfig.appName} back office</p>
        </div>
        <div className="card flex flex-col gap-4 p-6!">{children}</div>
      </div>
    </main>
  );
}
