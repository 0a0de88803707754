import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { Clock, Trophy, Users } from 'lucide-react';
import type { Tournament } from '../../api-client/tournament-types';
import { lobbyState, stateLabel, stateTone } from './lobby-state';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { useLocalized } from '../../i18n/localized';
import { formatTimeLeft } from '../../format-time';
import { useOrganiser } from './organiser';

/** A lobby row: state, pool, seats, time left, and what the player can do next. */
export function TournamentCard({ tournament: t, now }: { tournament: Tournament; now: number | null }) {
  const state = lobbyState(t, now);
  const me = t.me;
  const tr = useT();
  const f = useFormat();
  const local = useLocalized();
  const organiser = useOrganiser();
  const action: MessageKey =
    t.status === 'completed' || t.status === 'cancelled'
      ? 'tcard.results'
      : me?.finished
        ? 'tcard.played'
        : me?.joined
          ? t.status === 'upcoming'
            ? 'tcard.joined'
            : 'tcard.play'
          : t.currentParticipants >= t.maxParticipants
            ? 'tcard.full'
            : 'tcard.join';
  return (
    <li>
      <Link
        to="/tournaments/$tournamentId"
        params={{ tournamentId: t.id }}
        className="card flex flex-col gap-3 transition-colors hover:border-primary/50"
        data-testid="tournament-card"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="truncate font-semibold">{local(t.name, t.translations, 'name')}</h3>
            <p className="truncate text-xs text-muted">
              {tr('tcard.meta', { creator: organiser(t), count: t.questionCount, seconds: t.secondsPerQuestion })}
            </p>
          </div>
          <span className={clsx('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', stateTone[state])}>
            {tr(stateLabel[state])}
          </span>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center text-xs">
          <div className="rounded-xl bg-surface-2 px-2 py-2">
            <dt className="flex items-center justify-center gap-1 text-muted">
              <Trophy aria-hidden className="size-3" /> {tr('tdetail.prizePool')}
            </dt>
            {/* the prize pool (the pool less the app fee): the figure the tournament's page shows too */}
            <dd className="text-sm font-semibold text-secondary tabular-nums" data-testid="tournament-pool">
              {f.amount(t.prizePool)}
            </dd>
          </div>
          <div className="rounded-xl bg-surface-2 px-2 py-2">
            <dt className="flex items-center justify-center gap-1 text-muted">
              <Users aria-hidden className="size-3" /> {tr('tcard.players')}
            </dt>
            <dd className="text-sm font-semibold tabular-nums">
              {t.currentParticipants}/{t.maxParticipants}
            </dd>
          </div>
          <div className="rounded-xl bg-surface-2 px-2 py-2">
            <dt className="flex items-center justify-center gap-1 text-muted">
              <Clock aria-hidden className="size-3" />{' '}
              {t.status === 'upcoming' ? tr('tcard.startsIn') : tr('tcard.timeLeft')}
            </dt>
            <dd className="text-sm font-semibold tabular-nums">
              {t.status === 'completed' || t.status === 'cancelled' || now === null
                ? '-'
                : formatTimeLeft(t.status === 'upcoming' ? t.startsAt : t.endsAt, now, f.locale)}
            </dd>
          </div>
        </dl>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted">
            {tr('tcard.entry')} <span className="font-semibold text-fg tabular-nums">{f.usdt(t.entryFee)}</span>
          </span>
          <span
            className={clsx(
              'rounded-lg px-3 py-1.5 font-semibold',
              action === 'tcard.join' || action === 'tcard.play' ? 'bg-primary text-black' : 'bg-surface-2 text-muted',
            )}
          >
            {tr(action)}
          </span>
        </div>
      </Link>
    </li>
  );
}
