import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, Link } from '@tanstack/react-router';
import {
  ArrowDownToLine,
  ChevronRight,
  Coins,
  Sparkles,
  Star,
  Target,
  Trophy,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { AppSettings, User } from '../api/types';
import { MASK, useBalanceHidden } from '../components/balanceVisibility';
import { LoadBoundary, Panel } from '../components/Panel';
import { useApi } from '../context';
import { currency, formatAmount, formatCount, levelProgress, levelTitle } from '../format';
import { dailyBonusQuery } from '../queries/daily-bonus';
import { profileQuery } from '../queries/profile';
import { useSettings } from '../settings';
import { DailyBonusCard, DailyBonusCardSkeleton } from './home/DailyBonusCard';
import { DepositAddresses, ListSkeleton } from './home/DepositAddresses';
import { HOME_REFRESH } from './home/live';
import { Performance } from './home/Performance';
import { ProgressCard } from './home/ProgressCard';
import { RecentAchievements } from './home/RecentAchievements';
import { RecentActivity } from './home/RecentActivity';
import { StreakCard } from './home/StreakCard';

export const Route = createLazyRoute('/player/')({ component: HomePage });

function HomePage() {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery({ ...profileQuery(api), ...HOME_REFRESH });
  const { content } = settings;
  return (
    <div className="flex flex-col gap-4">
      <section className="pt-1">
        <h1 className="text-2xl leading-tight font-bold">{content.homePageTitle}</h1>
        <p className="mt-1 text-sm text-muted">{content.homePageSubtitle}</p>
      </section>
      {user ? <PlayerHome user={user} settings={settings} /> : <GuestHome settings={settings} />}
    </div>
  );
}

function PlayerHome({ user, settings }: { user: User; settings: AppSettings }) {
  const api = useApi();
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
      <QuickActions features={features} />
      <Panel
        id="deposit-heading"
        title="Deposit Addresses"
        action={
          <Link to="/deposit" className="text-sm font-medium text-primary">
            Deposit
          </Link>
        }
        skeleton={<ListSkeleton rows={3} height="h-24" />}
      >
        <DepositAddresses />
      </Panel>
      <Performance user={user} showAchievements={features.achievements} />
      <Panel id="activity-heading" title="Recent Activity" skeleton={<ListSkeleton rows={3} height="h-10" />}>
        <RecentActivity />
      </Panel>
      {features.achievements ? (
        <Panel id="achievements-heading" title="Recent Achievements" skeleton={<ListSkeleton rows={2} height="h-10" />}>
          <RecentAchievements />
        </Panel>
      ) : null}
      <StreakCard days={streak} bonus={bonus} />
    </>
  );
}

function GuestHome({ settings }: { settings: AppSettings }) {
  return (
    <>
      <GuestCallToAction />
      <QuickActions features={settings.features} />
    </>
  );
}

function QuickActions({ features }: { features: AppSettings['features'] }) {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-2 text-sm font-semibold text-muted">
        Quick Actions
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <QuickAction to="/quiz" icon={Target} label="Start Quiz" tone="text-primary bg-primary/12" />
        {features.tournaments ? (
          <QuickAction to="/tournaments" icon={Trophy} label="Tournaments" tone="text-secondary bg-secondary/12" />
        ) : null}
        {features.tasks ? (
          <QuickAction to="/earn" icon={Coins} label="Earn Tasks" tone="text-accent bg-accent/12" />
        ) : null}
        <QuickAction to="/deposit" icon={ArrowDownToLine} label="Deposit" tone="text-fg bg-surface-2" />
      </div>
    </section>
  );
}

function PlayerTiles({ user }: { user: User }) {
  const [hidden] = useBalanceHidden();
  const progress = levelProgress(user);
  return (
    <section className="grid grid-cols-2 gap-3" aria-label="Your level and balance">
      <div className="card flex flex-col gap-1" data-testid="level-tile">
        <div className="flex items-center gap-2 text-xs font-medium text-muted">
          <Star aria-hidden className="size-4 text-secondary" /> Level
        </div>
        <div className="text-2xl font-bold tabular-nums">{user.level}</div>
        <div className="text-xs text-secondary">{levelTitle(user.level)}</div>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
          <div className="h-full rounded-full bg-secondary" style={{ width: `${progress.percent}%` }} />
        </div>
        <div className="text-[11px] text-muted tabular-nums">
          {formatCount(progress.current)} / {formatCount(progress.needed)} XP
        </div>
      </div>
      <div className="card flex flex-col gap-1" data-testid="balance-tile">
        <div className="flex items-center gap-2 text-xs font-medium text-muted">
          <Wallet aria-hidden className="size-4 text-primary" /> Balance
        </div>
        <div className="text-2xl font-bold tabular-nums">{hidden ? MASK : formatAmount(user.balance)}</div>
        <div className="text-xs text-muted">{currency()}</div>
        <dl className="mt-2 space-y-0.5 text-[11px] tabular-nums">
          <div className="flex justify-between">
            <dt className="text-muted">Playable</dt>
            <dd>{hidden ? MASK : formatAmount(user.playableBalance)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">Bonus</dt>
            <dd>{hidden ? MASK : formatAmount(user.bonusBalance)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function GuestCallToAction() {
  return (
    <section
      className="card flex flex-col gap-3 bg-linear-to-br from-primary/15 to-surface"
      aria-labelledby="guest-cta"
    >
      <div className="flex items-center gap-3">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/20 text-primary">
          <Sparkles aria-hidden className="size-5" />
        </div>
        <div>
          <h2 id="guest-cta" className="font-semibold">
            Play, level up, win USDT
          </h2>
          <p className="text-sm text-muted">Create a free account to keep your level, XP and balance.</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Link to="/login" search={{ mode: 'register' }} className="btn btn-primary">
          Create account
        </Link>
        <Link to="/login" className="btn btn-ghost">
          Sign in
        </Link>
      </div>
    </section>
  );
}

function QuickAction({
  to,
  icon: Icon,
  label,
  tone,
}: {
  to: '/quiz' | '/tournaments' | '/earn' | '/deposit';
  icon: LucideIcon;
  label: string;
  tone: string;
}) {
  return (
    <Link
      to={to}
      className="card flex min-h-[96px] flex-col justify-between gap-3 p-3! transition-colors duration-150 hover:bg-surface-2"
    >
      <span className="flex items-start justify-between">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
          <Icon aria-hidden className="size-5" />
        </span>
        <ChevronRight aria-hidden className="size-4 text-muted" />
      </span>
      <span className="text-sm font-semibold">{label}</span>
    </Link>
  );
}
