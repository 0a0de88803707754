import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import clsx from 'clsx';
import { History, LoaderCircle, Plus, Swords, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { LobbyTab } from '../../api/tournament-types';
import { EmptyState } from '../../components/EmptyState';
import { LoadBoundary } from '../../components/Panel';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Skeleton } from '../../components/Skeleton';
import { useNow } from '../../components/useNow';
import { useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { lobbyQuery } from '../../queries/tournaments';
import { useSettings } from '../../settings';
import { CreateTournamentModal } from './CreateTournamentModal';
import { TournamentCard } from './TournamentCard';

export const Route = createLazyRoute('/player/tournaments')({ component: TournamentsPage });

type Tab = 'lobby' | 'history' | 'create';
const views: Record<Exclude<Tab, 'create'>, { tab: LobbyTab; label: string }[]> = {
  lobby: [
    { tab: 'active', label: 'Active' },
    { tab: 'upcoming', label: 'Upcoming' },
  ],
  history: [
    { tab: 'mine', label: 'My tournaments' },
    { tab: 'completed', label: 'Completed' },
  ],
};

function TournamentsPage() {
  const settings = useSettings();
  const api = useApi();
  const { data: user } = useQuery(profileQuery(api));
  const [tab, setTab] = useState<Tab>('lobby');
  const [list, setList] = useState<LobbyTab>('active');
  const [creating, setCreating] = useState(false);
  const title = settings.content.tournamentPageTitle || 'Tournaments';
  const feePercent = settings.tournaments?.feePercent ?? 5;

  if (!settings.features.tournaments) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <EmptyState icon={<Trophy aria-hidden className="size-7" />} title="Not available right now">
          Tournaments are switched off at the moment.
        </EmptyState>
      </div>
    );
  }
  const choose = (next: Tab) => {
    setTab(next);
    if (next !== 'create') setList(views[next][0]!.tab);
  };
  const tabs: { id: Tab; label: string; icon: typeof Trophy }[] = [
    { id: 'create', label: 'Create', icon: Plus },
    { id: 'lobby', label: 'Lobby', icon: Swords },
    { id: 'history', label: 'History', icon: History },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 pt-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        {user ? (
          <button type="button" className="btn btn-primary min-h-10 px-3 text-sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" /> Create
          </button>
        ) : null}
      </div>
      <div role="tablist" aria-label="Tournament views" className="grid grid-cols-3 gap-1 rounded-2xl bg-surface p-1">
        {tabs.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => choose(id)}
            className={clsx(
              'flex min-h-11 items-center justify-center gap-1.5 rounded-xl text-sm font-semibold transition-colors',
              tab === id ? 'bg-primary text-black' : 'text-muted hover:text-fg',
            )}
          >
            <Icon aria-hidden className="size-4" /> {label}
          </button>
        ))}
      </div>

      {tab === 'create' ? (
        user ? (
          <section className="card flex flex-col gap-3">
            <h2 className="text-lg font-semibold">Start your own tournament</h2>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted">
              <li>Choose the entry fee, the number of players (2 to 1000) and how long it runs (1 to 60 minutes).</li>
              <li>Everyone plays the same 10 questions, 15 seconds each, once.</li>
              <li>
                The winner takes the pool minus a {feePercent}% fee. Fewer than 2 finished players: every fee is
                refunded.
              </li>
            </ul>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              <Plus aria-hidden className="size-4" /> Create Tournament
            </button>
          </section>
        ) : (
          <SignInPrompt title="Sign in to create a tournament">
            Create a tournament, invite other players and win the pool.
          </SignInPrompt>
        )
      ) : (
        <>
          <div className="flex gap-2" role="group" aria-label="Show">
            {views[tab].map((v) => (
              <button
                key={v.tab}
                type="button"
                aria-pressed={list === v.tab}
                onClick={() => setList(v.tab)}
                className={clsx(
                  'min-h-9 rounded-full px-3.5 text-sm font-medium ring-1',
                  list === v.tab ? 'bg-primary/15 text-primary ring-primary/40' : 'text-muted ring-line',
                )}
              >
                {v.label}
              </button>
            ))}
          </div>
          {list === 'mine' && !user ? (
            <SignInPrompt title="Sign in to see your tournaments">
              Your tournaments, runs and prizes are kept on your account.
            </SignInPrompt>
          ) : (
            <LoadBoundary framed skeleton={<LobbySkeleton />}>
              <LobbyList tab={list} onCreate={user ? () => setCreating(true) : undefined} />
            </LoadBoundary>
          )}
        </>
      )}
      {user ? (
        <CreateTournamentModal open={creating} onClose={() => setCreating(false)} feePercent={feePercent} />
      ) : null}
    </div>
  );
}

const emptyText: Record<LobbyTab, string> = {
  active: 'No tournament is open right now. Create one and invite other players.',
  upcoming: 'No tournament is scheduled yet. Check back soon.',
  completed: 'No tournament has finished yet.',
  mine: 'You have not joined a tournament yet.',
};

function LobbyList({ tab, onCreate }: { tab: LobbyTab; onCreate?: () => void }) {
  const api = useApi();
  const now = useNow(1_000);
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(lobbyQuery(api, tab));
  const items = data.pages.flatMap((p) => p.data);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Trophy aria-hidden className="size-7" />}
        title="No tournaments here"
        action={
          onCreate && (tab === 'active' || tab === 'mine') ? (
            <button type="button" className="btn btn-primary" onClick={onCreate}>
              <Plus aria-hidden className="size-4" /> Create Tournament
            </button>
          ) : undefined
        }
      >
        {emptyText[tab]}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label="Tournaments">
        {items.map((t) => (
          <TournamentCard key={t.id} tournament={t} now={now} />
        ))}
      </ul>
      {hasNextPage ? (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null} Load more
        </button>
      ) : null}
    </div>
  );
}

function LobbySkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading tournaments" className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40 rounded-2xl" />
      ))}
    </div>
  );
}
