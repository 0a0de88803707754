import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import clsx from 'clsx';
import { History, LoaderCircle, Plus, Swords, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { LobbyTab } from '../../api-client/tournament-types';
import { EmptyState } from '../../components/EmptyState';
import { LoadBoundary } from '../../components/Panel';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Skeleton } from '../../components/Skeleton';
import { useNow } from '../../components/useNow';
import { type PlayerContext, useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { lobbyQuery } from '../../queries/tournaments';
import { useSettings } from '../../settings';
import { CreateTournamentModal } from './CreateTournamentModal';
import { TournamentCard } from './TournamentCard';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { useContentText } from '../../i18n/content';
import { formatPercent } from '../../format-time';

export const Route = createLazyRoute('/player/tournaments')({ component: TournamentsPage });

/** The route's loader (player-routes.ts): the player and the lobby's first page. */
export async function load({ queryClient, api, maintenance }: PlayerContext) {
  if (maintenance) return;
  await Promise.all([
    queryClient.ensureQueryData(profileQuery(api)),
    queryClient.ensureInfiniteQueryData(lobbyQuery(api, 'active')),
  ]);
}

type Tab = 'lobby' | 'history' | 'create';
const views: Record<Exclude<Tab, 'create'>, { tab: LobbyTab; label: MessageKey }[]> = {
  lobby: [
    { tab: 'active', label: 'tournaments.active' },
    { tab: 'upcoming', label: 'tournaments.upcoming' },
  ],
  history: [
    { tab: 'mine', label: 'tournaments.mine' },
    { tab: 'completed', label: 'tournaments.completed' },
  ],
};

function TournamentsPage() {
  const settings = useSettings();
  const api = useApi();
  const { data: user } = useQuery(profileQuery(api));
  const [tab, setTab] = useState<Tab>('lobby');
  const [list, setList] = useState<LobbyTab>('active');
  const [creating, setCreating] = useState(false);
  const t = useT();
  const f = useFormat();
  const title = useContentText()('tournamentPageTitle');
  const rules = settings.tournaments;
  const feePercent = rules.feePercent;

  if (!settings.features.tournaments) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <EmptyState icon={<Trophy aria-hidden className="size-7" />} title={t('earn.unavailable')}>
          {t('tournaments.off')}
        </EmptyState>
      </div>
    );
  }
  const choose = (next: Tab) => {
    setTab(next);
    if (next !== 'create') setList(views[next][0]!.tab);
  };
  const tabs: { id: Tab; label: string; icon: typeof Trophy }[] = [
    { id: 'create', label: t('tournaments.create'), icon: Plus },
    { id: 'lobby', label: t('tournaments.lobby'), icon: Swords },
    { id: 'history', label: t('tournaments.history'), icon: History },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 pt-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        {user ? (
          <button type="button" className="btn btn-primary min-h-10 px-3 text-sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" /> {t('tournaments.create')}
          </button>
        ) : null}
      </div>
      <div
        role="tablist"
        aria-label={t('tournaments.views')}
        className="grid grid-cols-3 gap-1 rounded-2xl bg-surface p-1"
      >
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
            <h2 className="text-lg font-semibold">{t('tournaments.startOwn')}</h2>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted">
              <li>{t('tournaments.rule1')}</li>
              <li>{t('tournaments.rule2', { questions: rules.questionCount, seconds: rules.secondsPerQuestion })}</li>
              <li>{t('tournaments.rule3', { fee: formatPercent(feePercent, f.locale) })}</li>
            </ul>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              <Plus aria-hidden className="size-4" /> {t('tournaments.createTournament')}
            </button>
          </section>
        ) : (
          <SignInPrompt title={t('tournaments.signInCreate')}>{t('tournaments.signInCreateBody')}</SignInPrompt>
        )
      ) : (
        <>
          <div className="flex gap-2" role="group" aria-label={t('tournaments.show')}>
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
                {t(v.label)}
              </button>
            ))}
          </div>
          {list === 'mine' && !user ? (
            <SignInPrompt title={t('tournaments.signInMine')}>{t('tournaments.signInMineBody')}</SignInPrompt>
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

const emptyText: Record<LobbyTab, MessageKey> = {
  active: 'tournaments.empty.active',
  upcoming: 'tournaments.empty.upcoming',
  completed: 'tournaments.empty.completed',
  mine: 'tournaments.empty.mine',
};

function LobbyList({ tab, onCreate }: { tab: LobbyTab; onCreate?: () => void }) {
  const api = useApi();
  const now = useNow(1_000);
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(lobbyQuery(api, tab));
  const items = data.pages.flatMap((p) => p.data);
  const t = useT();
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Trophy aria-hidden className="size-7" />}
        title={t('tournaments.none')}
        action={
          onCreate && (tab === 'active' || tab === 'mine') ? (
            <button type="button" className="btn btn-primary" onClick={onCreate}>
              <Plus aria-hidden className="size-4" /> {t('tournaments.createTournament')}
            </button>
          ) : undefined
        }
      >
        {t(emptyText[tab])}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label={t('tournaments.title')}>
        {items.map((item) => (
          <TournamentCard key={item.id} tournament={item} now={now} />
        ))}
      </ul>
      {hasNextPage ? (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}{' '}
          {t('tournaments.loadMore')}
        </button>
      ) : null}
    </div>
  );
}

function LobbySkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('tournaments.loading')} className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40 rounded-2xl" />
      ))}
    </div>
  );
}
