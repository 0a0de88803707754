import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Star, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AppSettings, User } from '../../api-client/types';
import { MASK, useBalanceHidden } from '../../components/balanceVisibility';
import { LoadBoundary, Panel } from '../../components/Panel';
import { type PlayerContext, useApi } from '../../context';
import { levelProgress } from '../../format';
import { currency } from '../../format-base';
import { useT } from '../../i18n/i18n';
import { levelTitleKey } from '../../i18n/level-title';
import { useFormat } from '../../i18n/use-format';
import { achievementsQuery } from '../../queries/achievements';
import { activitiesQuery } from '../../queries/activities';
import { dailyBonusQuery } from '../../queries/daily-bonus';
import { walletQuery } from '../../queries/wallet';
import { DailyBonusCard, DailyBonusCardSkeleton } from './DailyBonusCard';
import { DepositAddresses, ListSkeleton } from './DepositAddresses';
import { HOME_REFRESH } from './live';
import { Performance } from './Performance';
import { ProgressCard } from './ProgressCard';
import { RecentAchievements } from './RecentAchievements';
import { RecentActivity } from './RecentActivity';
import { StreakCard } from './StreakCard';

// The signed-in player's home, loaded by home.tsx only for a signed-in player (decision 0037).

/** The signed-in home's data (the home route's loader, home.tsx): the panels load together; one that fails shows its own Try Again, not an error page. */
export async function load({ queryClient, api }: PlayerContext, features: AppSettings['features']) {
  await Promise.allSettled([
    features.dailyBonus ? queryClient.ensureQueryData(dailyBonusQuery(api)) : null,
    queryClient.ensureQueryData(walletQuery(api)),
    queryClient.ensureQueryData(activitiesQuery(api, 5)),
    features.achievements ? queryClient.ensureQueryData(achievementsQuery(api)) : null,
  ]);
}

/** The signed-in home: the daily bonus, level and balance, progress, quick actions, deposit addresses, performance, activity, achievements, streak. */
export function PlayerHome({
  user,
  settings,
  quickActions,
}: {
  user: User;
  settings: AppSettings;
  quickActions: ReactNode;
}) {
  const api = useApi();
  const t = useT();
  const { features } = settings;
  // The streak the daily bonus counts (0 once a day was missed), also for the progress bar.
  const { data: bonus } = useQuery({ ...dailyBonusQuery(api), ...HOME_REFRESH, enabled: features.dailyBonus });
  const streak = bonus?.streak ?? user.streak;
  return (
    <>
      {features.dailyBonus ? (
        <LoadBoundary skeleton={<DailyBonusCardSkeleton />} framed>
          <DailyBonusCard />
        </LoadBoundary>
      ) : null}
      <PlayerTiles user={user} />
      <ProgressCard user={user} streak={streak} />
      {quickActions}
      <Panel
        id="deposit-heading"
        title={t('home.depositAddresses')}
        action={
          features.deposits ? (
            <Link to="/deposit" className="text-sm font-medium text-primary">
              {t('home.deposit')}
            </Link>
          ) : undefined
        }
        skeleton={<ListSkeleton rows={3} height="h-24" />}
      >
        <DepositAddresses />
      </Panel>
      <Performance user={user} showAchievements={features.achievements} />
      <Panel id="activity-heading" title={t('home.recentActivity')} skeleton={<ListSkeleton rows={3} height="h-10" />}>
        <RecentActivity />
      </Panel>
      {features.achievements ? (
        <Panel
          id="achievements-heading"
          title={t('home.recentAchievements')}
          skeleton={<ListSkeleton rows={2} height="h-10" />}
        >
          <RecentAchievements />
        </Panel>
      ) : null}
      <StreakCard days={streak} bonus={bonus} />
    </>
  );
}

function PlayerTiles({ user }: { user: User }) {
  const [hidden] = useBalanceHidden();
  const t = useT();
  const f = useFormat();
  const progress = levelProgress(user);
  return (
    <section className="grid grid-cols-2 gap-3" aria-label={t('home.levelAndBalance')}>
      <div className="card flex flex-col gap-1" data-testid="level-tile">
        <div className="flex items-center gap-2 text-xs font-medium text-muted">
          <Star aria-hidden className="size-4 text-secondary" /> {t('home.level')}
        </div>
        <div className="text-2xl font-bold tabular-nums">{user.level}</div>
        <div className="text-xs text-secondary">{t(levelTitleKey(user.level))}</div>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
          <div className="h-full rounded-full bg-secondary" style={{ width: `${progress.percent}%` }} />
        </div>
        <div className="text-[11px] text-muted tabular-nums">
          {t('home.xpOf', { current: f.count(progress.current), needed: f.count(progress.needed) })}
        </div>
      </div>
      <div className="card flex flex-col gap-1" data-testid="balance-tile">
        <div className="flex items-center gap-2 text-xs font-medium text-muted">
          <Wallet aria-hidden className="size-4 text-primary" /> {t('home.balance')}
        </div>
        <div className="text-2xl font-bold tabular-nums" data-testid="home-balance">
          {hidden ? MASK : f.amount(user.balance)}
        </div>
        <div className="text-xs text-muted">{currency()}</div>
        <dl className="mt-2 space-y-0.5 text-[11px] tabular-nums">
          <div className="flex justify-between">
            <dt className="text-muted">{t('wallet.available')}</dt>
            <dd data-testid="home-available">{hidden ? MASK : f.amount(user.availableBalance)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">{t('home.bonus')}</dt>
            <dd>{hidden ? MASK : f.amount(user.bonusBalance)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
