import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Crown, Send, ShieldCheck } from 'lucide-react';
import type { User } from '../../api-client/types';
import { Avatar } from '../../components/Avatar';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { levelProgress } from '../../format';
import { displayName } from '../../format-base';
import { useT } from '../../i18n/i18n';
import { levelTitleKey } from '../../i18n/level-title';
import { useFormat } from '../../i18n/use-format';
import { profileOverviewQuery } from '../../queries/profile-overview';
import { PROFILE_REFRESH } from './live';
import { rankLabel } from './rank';
import { XpBar } from '../../components/ProgressBar';
import { formatDate } from '../../format-time';

/** Avatar, name, rank, level out of 10 within its tier with the XP bar, and the player's numbers. */
export function IdentityCard({ user }: { user: User }) {
  const api = useApi();
  const t = useT();
  const f = useFormat();
  const overview = useQuery({ ...profileOverviewQuery(api), ...PROFILE_REFRESH });
  const progress = levelProgress(user);
  const tier = overview.data?.level;
  const handle =
    user.email ?? (user.telegramUsername ? `@${user.telegramUsername}` : user.username ? `@${user.username}` : null);
  const stats: Array<[string, string]> = [
    [t('profile.statTournamentsPlayed'), f.count(user.totalTournaments ?? 0)],
    [t('profile.statTournamentsWon'), f.count(user.tournamentsWon)],
    [t('profile.statAverageScore'), f.count(user.averageScore)],
    [t('profile.statQuestionsAnswered'), f.count(user.questionsAnswered)],
  ];
  return (
    <section className="card" aria-label={t('profile.account')} data-testid="identity-card">
      <div className="flex items-center gap-4">
        <Avatar user={user} size={72} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <p className="truncate text-lg font-semibold" data-testid="profile-name">
              {displayName(user, t('header.guestName'))}
            </p>
            {user.isTelegramUser ? (
              <Send aria-label={t('profile.telegramAccount')} className="size-3.5 shrink-0 text-primary" />
            ) : null}
          </div>
          {handle ? (
            <p className="truncate text-sm text-muted" data-testid="profile-handle">
              {handle}
            </p>
          ) : null}
          <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-secondary" data-testid="profile-rank">
            <Crown aria-hidden className="size-4" />
            {overview.isPending ? (
              <Skeleton className="h-4 w-24" />
            ) : overview.isError ? (
              <span className="font-normal text-muted">{t('profile.rankUnavailable')}</span>
            ) : (
              rankLabel(overview.data.rank, t, f)
            )}
          </p>
        </div>
        {user.isAdmin ? (
          <Link
            to="/admin"
            className="inline-flex shrink-0 items-center gap-1 self-start rounded-full bg-primary/15 px-2.5 py-1 text-xs font-semibold text-primary"
          >
            <ShieldCheck aria-hidden className="size-3.5" /> {t('profile.admin')}
          </Link>
        ) : null}
      </div>

      <div className="mt-4">
        <div className="mb-1 flex items-baseline justify-between gap-2">
          <h2 className="text-sm font-semibold" data-testid="profile-level">
            {t('profile.level')}{' '}
            <span className="tabular-nums">{tier ? `${tier.levelInTier}/${tier.levelsPerTier}` : user.level}</span>{' '}
            <span className="font-medium text-secondary">· {t(levelTitleKey(user.level))}</span>
            {tier ? <span className="font-normal text-muted"> · {t('profile.tier', { tier: tier.tier })}</span> : null}
          </h2>
          <span className="text-xs text-muted tabular-nums">{t('unit.xp', { xp: f.count(user.totalXP) })}</span>
        </div>
        <XpBar progress={progress} label={t('profile.xpProgressLabel')} className="h-2" />
        <p className="mt-1 text-xs text-muted tabular-nums">
          {t('profile.xpToLevel', {
            current: f.count(progress.current),
            needed: f.count(progress.needed),
            level: f.count(user.level + 1),
          })}
        </p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-2">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface-2 px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{t('profile.joined', { date: formatDate(user.joinDate, f.locale) })}</p>
    </section>
  );
}
