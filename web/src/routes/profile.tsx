import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { LoaderCircle, LogOut, Pencil, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../components/toast';
import { errorMessage } from '../api/client';
import type { User } from '../api/types';
import { signOut } from '../auth';
import { Avatar } from '../components/Avatar';
import { SignInPrompt } from '../components/SignInPrompt';
import { WalletSection } from '../components/wallet/WalletSection';
import { useApi } from '../context';
import { displayName, formatCount, formatDate, levelProgress, levelTitle } from '../format';
import { profileQuery } from '../queries/profile';
import { useSettings } from '../settings';

export const Route = createLazyRoute('/player/profile')({ component: ProfilePage });

function ProfilePage() {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery(profileQuery(api));
  const title = settings.content.profilePageTitle || 'Profile';
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <SignInPrompt title="You are not signed in">Sign in to see your level, XP and balances.</SignInPrompt>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="pt-1 text-2xl font-bold">{title}</h1>
      <IdentityCard user={user} />
      <LevelCard user={user} />
      <WalletSection user={user} />
      <StatsCard user={user} />
      <EditNameCard user={user} />
      <SignOutButton />
    </div>
  );
}

function IdentityCard({ user }: { user: User }) {
  const handle =
    user.email ?? (user.telegramUsername ? `@${user.telegramUsername}` : user.username ? `@${user.username}` : null);
  return (
    <section className="card flex items-center gap-4" aria-label="Account">
      <Avatar user={user} size={64} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-semibold" data-testid="profile-name">
          {displayName(user)}
        </p>
        {handle ? (
          <p className="truncate text-sm text-muted" data-testid="profile-handle">
            {handle}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-muted">Joined {formatDate(user.joinDate)}</p>
      </div>
      {user.isAdmin ? (
        <Link
          to="/admin"
          className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary/15 px-2.5 py-1 text-xs font-semibold text-primary"
        >
          <ShieldCheck aria-hidden className="size-3.5" /> Admin
        </Link>
      ) : null}
    </section>
  );
}

function LevelCard({ user }: { user: User }) {
  const progress = levelProgress(user);
  return (
    <section className="card" aria-labelledby="level-heading">
      <div className="flex items-baseline justify-between">
        <h2 id="level-heading" className="font-semibold">
          Level <span className="tabular-nums">{user.level}</span>{' '}
          <span className="text-sm font-medium text-secondary">· {levelTitle(user.level)}</span>
        </h2>
        <span className="text-sm text-muted tabular-nums">{formatCount(user.totalXP)} XP total</span>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label="XP progress in this level"
        aria-valuemin={0}
        aria-valuemax={progress.needed}
        aria-valuenow={progress.current}
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-primary to-secondary"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="mt-1.5 text-xs text-muted tabular-nums">
        {formatCount(progress.current)} / {formatCount(progress.needed)} XP to level {user.level + 1}
      </p>
    </section>
  );
}

function StatsCard({ user }: { user: User }) {
  const items: Array<[string, string]> = [
    ['Quizzes completed', formatCount(user.quizzesCompleted)],
    ['Correct answers', formatCount(user.correctAnswers)],
    ['Current streak', `${formatCount(user.streak)} ${user.streak === 1 ? 'day' : 'days'}`],
    ['Tournaments won', formatCount(user.tournamentsWon)],
  ];
  return (
    <section className="card" aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="mb-3 font-semibold">
        Statistics
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface-2 px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function EditNameCard({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState(user.name ?? '');
  const mutation = useMutation({
    mutationFn: (next: string) => api.put<User>('/api/users/profile', { name: next }),
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQuery(api).queryKey, updated);
      toast.success('Profile updated');
    },
  });
  const trimmed = name.trim();
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (trimmed && trimmed !== user.name) mutation.mutate(trimmed);
  }
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-3 flex items-center gap-2 font-semibold">
        <Pencil aria-hidden className="size-4 text-muted" /> Display name
      </h2>
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={`${id}-name`} className="sr-only">
          Display name
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (mutation.isError) mutation.reset();
            }}
            required
            maxLength={64}
            autoComplete="nickname"
            className="field flex-1"
          />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={mutation.isPending || !trimmed || trimmed === user.name}
          >
            {mutation.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            Save
          </button>
        </div>
        {mutation.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(mutation.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function SignOutButton() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-ghost w-full text-danger"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await signOut(queryClient, api);
        toast.success('Signed out');
        await navigate({ to: '/' });
      }}
    >
      <LogOut aria-hidden className="size-4" /> Sign out
    </button>
  );
}
