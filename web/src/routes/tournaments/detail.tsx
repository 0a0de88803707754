import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowLeft, CircleCheck, Clock, Crown, LoaderCircle, Play, Trophy, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/toast';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { StartedRun, Tournament, TournamentDetail } from '../../api-client/tournament-types';
import type { User } from '../../api-client/types';
import { SignInPrompt } from '../../components/SignInPrompt';
import { useNow } from '../../components/useNow';
import { type PlayerContext, useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { refreshTournaments, tournamentQuery } from '../../queries/tournaments';
import { hapticNotify, useBackButton, useInTelegram, useMainButton } from '../../telegram/useTelegram';
import { lobbyState, stateLabel, stateTone } from './lobby-state';
import { useOrganiser } from './organiser';
import { RunStage } from './RunStage';
import { type MessageKey, type Translate, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { type Formatters, useFormat } from '../../i18n/use-format';
import { useLocalized } from '../../i18n/localized';
import { formatDateTime, formatPercent, formatSeconds, formatTimeLeft } from '../../format-time';

export const Route = createLazyRoute('/player/tournaments/$tournamentId')({ component: TournamentPage });

/** The route's loader (player-routes.ts): the player and the tournament. */
export async function load({ queryClient, api, maintenance }: PlayerContext, tournamentId: string) {
  if (maintenance) return;
  await Promise.all([
    queryClient.ensureQueryData(profileQuery(api)),
    queryClient.ensureQueryData(tournamentQuery(api, tournamentId)),
  ]);
}

function TournamentPage() {
  const { tournamentId } = Route.useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useQuery(profileQuery(api));
  const tr = useT();
  const f = useFormat();
  const local = useLocalized();
  const errorText = useErrorText();
  // A resumed run keeps the server's deadline; a fresh one times from when its question arrived.
  const [run, setRun] = useState<(StartedRun & { receivedAt: number | null }) | null>(null);
  const [justFinished, setJustFinished] = useState(false);
  const waiting = (t: TournamentDetail | undefined) => t?.status === 'active' && t.me.finished;
  const { data: t } = useSuspenseQuery({
    ...tournamentQuery(api, tournamentId),
    // after the player's run, the ranking arrives when the settlement has run
    refetchInterval: (q) => (waiting(q.state.data) ? 5_000 : false),
  });
  useBackButton(() => void navigate({ to: '/tournaments' }));
  // The settlement moved money while this page waited: balances and the bell are read again.
  const settledNow = t.status === 'completed' || t.status === 'cancelled';
  const wasOpen = useRef(!settledNow);
  useEffect(() => {
    if (!settledNow || !wasOpen.current) return;
    wasOpen.current = false;
    for (const key of [['profile'], ['wallet'], ['notifications']])
      void queryClient.invalidateQueries({ queryKey: key });
  }, [settledNow, queryClient]);

  const join = useMutation({
    mutationFn: () =>
      api.post<Tournament>(`/api/tournaments/${t.id}/join`, undefined, { headers: idempotencyHeaders() }),
    onSuccess: () => {
      toast.success(
        tr('tdetail.joinedToast', { name: local(t.name, t.translations, 'name'), amount: f.amount(t.entryFee) }),
      );
      hapticNotify('success');
      refreshTournaments(queryClient);
    },
    onError: (error) => {
      toast.error(errorText(error, 'tdetail.joinFailed'));
      hapticNotify('error');
    },
  });
  const play = useMutation({
    mutationFn: () => api.post<StartedRun>(`/api/tournaments/${t.id}/play`),
    onSuccess: (started) => {
      setRun({ ...started, receivedAt: t.me.started ? null : Date.now() });
      window.scrollTo({ top: 0 });
    },
    onError: (error) => {
      toast.error(errorText(error));
      refreshTournaments(queryClient);
    },
  });

  const action = nextAction(tr, f, t, user ?? null);
  // Inside Telegram, Join and Play are the MainButton, which replaces the page's own button.
  const mainButton = !run && (action?.kind === 'join' || action?.kind === 'play');
  const inTelegram = useInTelegram();
  useMainButton(
    mainButton ? { text: action.label, enabled: true, loading: join.isPending || play.isPending } : null,
    () => (action?.kind === 'join' ? join.mutate() : play.mutate()),
  );

  if (run) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{local(t.name, t.translations, 'name')}</h1>
        <RunStage
          session={run.session}
          initial={{ question: run.question, receivedAt: run.receivedAt }}
          onFinished={() => {
            setRun(null);
            setJustFinished(true);
            refreshTournaments(queryClient);
          }}
          onLost={() => {
            setRun(null);
            refreshTournaments(queryClient);
          }}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Link to="/tournaments" className="inline-flex w-fit items-center gap-1 pt-1 text-sm text-muted hover:text-fg">
        <ArrowLeft aria-hidden className="size-4" /> {tr('tdetail.all')}
      </Link>
      <Header t={t} />
      {justFinished && t.status === 'active' ? (
        <p role="status" className="flex items-center gap-2 rounded-2xl bg-accent/12 px-4 py-3 text-sm text-accent">
          <CircleCheck aria-hidden className="size-5 shrink-0" /> {tr('tdetail.runComplete')}
        </p>
      ) : null}
      {action?.kind === 'signin' ? (
        <SignInPrompt title={tr('tdetail.signInJoin')}>{tr('tdetail.signInJoinBody')}</SignInPrompt>
      ) : action && !(mainButton && inTelegram) ? (
        <button
          type="button"
          className="btn btn-primary min-h-12 text-base"
          disabled={action.kind === 'wait' || join.isPending || play.isPending}
          onClick={() => (action.kind === 'join' ? join.mutate() : play.mutate())}
          data-testid="tournament-action"
        >
          {join.isPending || play.isPending ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : action.kind === 'join' ? (
            <Users aria-hidden className="size-5" />
          ) : action.kind === 'play' ? (
            <Play aria-hidden className="size-5" />
          ) : (
            <Clock aria-hidden className="size-5" />
          )}
          {action.label}
        </button>
      ) : null}
      {t.status === 'completed' ? <Ranking t={t} userId={user?.id ?? null} /> : <Players t={t} />}
      <section className="card flex flex-col gap-2" aria-labelledby="rules">
        <h2 id="rules" className="font-semibold">
          {tr('tdetail.rules')}
        </h2>
        <p className="text-sm leading-relaxed whitespace-pre-line text-muted">{rulesText(t, tr, f, local)}</p>
      </section>
    </div>
  );
}

/** The rules in the player's language: the organiser's own (worded for it, if they did), then the built ones from the figures the settlement uses. */
function rulesText(t: Tournament, tr: Translate, f: Formatters, local: ReturnType<typeof useLocalized>): string {
  const fee = formatPercent(t.feePercent, f.locale);
  const lines = [
    tr('tdetail.rulePlay', { count: t.questionCount, seconds: t.secondsPerQuestion }),
    tr('tdetail.ruleRanking'),
    t.prizeSplit.length === 1
      ? tr('tdetail.ruleWinner', { fee })
      : tr('tdetail.rulePlaces', {
          places: t.prizeSplit.length,
          split: t.prizeSplit.map((share) => formatPercent(share, f.locale)).join(' / '),
          fee,
        }),
    tr('tdetail.ruleRefund'),
  ].join('\n');
  const own = t.organiserRules ? local(t.organiserRules, t.translations, 'rules') : '';
  return own ? `${own}\n\n${lines}` : lines;
}

type Action = { kind: 'join' | 'play' | 'wait' | 'signin'; label: string };

/** What the player can do now; null when nothing (settled, or full for a visitor). */
function nextAction(tr: Translate, f: Formatters, t: TournamentDetail, user: User | null): Action | null {
  if (t.status === 'completed' || t.status === 'cancelled') return null;
  if (!user) return { kind: 'signin', label: tr('tdetail.signIn') };
  const ended = Date.parse(t.endsAt) <= Date.now();
  if (!t.me.joined) {
    if (ended || t.currentParticipants >= t.maxParticipants) return null;
    return { kind: 'join', label: tr('tdetail.joinFor', { amount: f.amount(t.entryFee) }) };
  }
  if (t.me.finished || ended) return { kind: 'wait', label: tr('tdetail.waitingResults') };
  if (t.status === 'upcoming')
    return { kind: 'wait', label: tr('tdetail.starts', { date: formatDateTime(t.startsAt, f.locale) }) };
  return {
    kind: 'play',
    label: t.me.started ? tr('tdetail.resume') : tr('tdetail.playN', { count: t.questionCount }),
  };
}

function Header({ t }: { t: TournamentDetail }) {
  const now = useNow(1_000);
  const state = lobbyState(t, now);
  const settled = t.status === 'completed' || t.status === 'cancelled';
  const tr = useT();
  const f = useFormat();
  const local = useLocalized();
  const organiser = useOrganiser();
  return (
    <section className="card flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold">{local(t.name, t.translations, 'name')}</h1>
          <p className="text-xs text-muted">
            {tr('tdetail.meta', {
              creator: organiser(t),
              difficulty: tr(`difficulty.${t.difficulty}` as MessageKey),
              count: t.questionCount,
              seconds: t.secondsPerQuestion,
            })}
          </p>
        </div>
        <span className={clsx('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', stateTone[state])}>
          {tr(stateLabel[state])}
        </span>
      </div>
      {t.description ? <p className="text-sm">{local(t.description, t.translations, 'description')}</p> : null}
      {t.cancelReason ? (
        <p className="rounded-xl bg-danger/12 px-3 py-2 text-sm text-danger">
          {tr('tdetail.cancelled', { reason: t.cancelReason })}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Figure label={tr('tdetail.prizePool')} value={f.usdt(t.prizePool)} tone="text-secondary" />
        <Figure label={tr('tdetail.entryFee')} value={f.usdt(t.entryFee)} />
        <Figure label={tr('tcard.players')} value={`${t.currentParticipants}/${t.maxParticipants}`} />
        <Figure
          label={settled ? tr('tdetail.ended') : t.status === 'upcoming' ? tr('tcard.startsIn') : tr('tcard.timeLeft')}
          value={
            settled || now === null
              ? formatDateTime(t.endsAt, f.locale)
              : formatTimeLeft(t.status === 'upcoming' ? t.startsAt : t.endsAt, now, f.locale)
          }
        />
      </dl>
    </section>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={clsx('font-semibold tabular-nums', tone)}>{value}</dd>
    </div>
  );
}

function Players({ t }: { t: TournamentDetail }) {
  const tr = useT();
  return (
    <section className="card" aria-labelledby="players">
      <h2 id="players" className="mb-3 font-semibold">
        {tr('tcard.players')}
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {t.participants.map((p) => (
          <li key={p.userId} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate font-medium">{p.userName}</span>
              {p.isCreator ? <span className="text-xs text-muted">{tr('tdetail.creator')}</span> : null}
            </span>
            <span className={clsx('text-xs', p.finished ? 'text-accent' : 'text-muted')}>
              {p.finished ? tr('tdetail.finished') : p.started ? tr('tdetail.playing') : tr('tdetail.notPlayed')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Ranking({ t, userId }: { t: TournamentDetail; userId: string | null }) {
  const tr = useT();
  const f = useFormat();
  return (
    <section className="card" aria-labelledby="ranking">
      <h2 id="ranking" className="mb-3 flex items-center gap-2 font-semibold">
        <Trophy aria-hidden className="size-5 text-secondary" /> {tr('tdetail.ranking')}
      </h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th className="pb-2 font-medium">#</th>
            <th className="pb-2 font-medium">{tr('tdetail.player')}</th>
            <th className="pb-2 text-right font-medium">{tr('tdetail.score')}</th>
            <th className="pb-2 text-right font-medium">{tr('tdetail.time')}</th>
            <th className="pb-2 text-right font-medium">{tr('tdetail.prize')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {t.participants.map((p) => (
            <tr key={p.userId} className={clsx(p.userId === userId && 'bg-primary/8')} data-testid="ranking-row">
              <td className="py-2.5 tabular-nums">
                {p.rank === 1 ? <Crown aria-label="1" className="size-4 text-secondary" /> : (p.rank ?? '-')}
              </td>
              <td className="max-w-0 truncate py-2.5 font-medium">
                {p.userName}
                {p.userId === userId ? <span className="text-xs text-muted"> {tr('leaderboard.you')}</span> : null}
              </td>
              <td className="py-2.5 text-right tabular-nums">
                {p.score === null ? '-' : `${p.score}/${t.questionCount}`}
              </td>
              <td className="py-2.5 text-right tabular-nums">{formatSeconds(p.timeMs, f.locale)}</td>
              <td
                className={clsx(
                  'py-2.5 text-right font-semibold tabular-nums',
                  Number(p.prize) > 0 ? 'text-accent' : 'text-muted',
                )}
              >
                {p.prize === null ? '-' : f.amount(p.prize)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
