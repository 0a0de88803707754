import { Link, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { ChevronDown, Eye, EyeOff, Send, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { AppSettings, User } from '../api/types';
import { badgeCount, displayName, levelProgress } from '../format';
import { levelTitleKey, type MessageKey, useFormat, useT } from '../i18n/i18n';
import { Avatar } from './Avatar';
import { useProfileRank } from '../routes/profile/rank';
import { NotificationBell } from '../routes/notifications/NotificationBellButton';
import { useInTelegram } from '../telegram/useTelegram';
import { DailyBonusHeaderButton } from './DailyBonus';
import { MASK, useBalanceHidden } from './balanceVisibility';

const FEATURES: Array<keyof AppSettings['features']> = [
  'tournaments',
  'tasks',
  'referrals',
  'dailyBonus',
  'achievements',
  'leaderboard',
  'chat',
  'notifications',
];

export function Header({ user, settings }: { user: User | null; settings: AppSettings }) {
  const t = useT();
  const f = useFormat();
  const [expanded, setExpanded] = useState(false);
  const [hideBalance, setHideBalance] = useBalanceHidden();
  const progress = user ? levelProgress(user) : null;
  const rank = useProfileRank(Boolean(user) && expanded);
  const inTelegram = useInTelegram();
  const onLoginPage = useRouterState({ select: (s) => s.location.pathname === '/login' });

  return (
    <header
      // Sticky while compact; the expanded panel scrolls away with the page instead of covering it.
      className={clsx(
        'top-0 z-30 border-b border-line bg-bg/90 px-4 pb-3 backdrop-blur-md',
        expanded ? 'relative' : 'sticky',
      )}
      style={{ paddingTop: 'calc(var(--safe-top) + 12px)' }}
    >
      <div className="flex items-center gap-3">
        <Avatar user={user} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <span className="truncate font-semibold" data-testid="header-name">
              {displayName(user)}
            </span>
            {user?.isTelegramUser ? (
              <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-primary/15 px-1.5 py-0.5 text-[10px] font-semibold text-primary">
                <Send aria-hidden className="size-3" /> {t('header.telegram')}
              </span>
            ) : null}
          </div>
          {user ? (
            <div className="mt-0.5 flex items-center gap-2 overflow-hidden text-xs whitespace-nowrap text-muted tabular-nums">
              <span className="font-semibold text-secondary">{t(levelTitleKey(user.level))}</span>
              <span>{f.count(user.totalXP)} XP</span>
              <span
                className="inline-flex items-center gap-0.5"
                aria-label={t('header.tournamentWins', { count: user.tournamentsWon })}
              >
                <Trophy aria-hidden className="size-3" />
                {f.count(user.tournamentsWon)}
              </span>
            </div>
          ) : (
            <div className="mt-0.5 text-xs text-muted">{t('header.signInToSave')}</div>
          )}
        </div>

        {user ? (
          <div className="flex shrink-0 items-center gap-0.5">
            <button
              type="button"
              onClick={() => setHideBalance(!hideBalance)}
              aria-pressed={hideBalance}
              aria-label={hideBalance ? t('header.showBalance') : t('header.hideBalance')}
              className="flex h-11 items-center gap-1.5 rounded-xl bg-surface-2 px-2.5 text-sm font-semibold tabular-nums"
            >
              <span data-testid="header-balance">{hideBalance ? MASK : f.amount(user.balance)}</span>
              {hideBalance ? (
                <EyeOff aria-hidden className="size-4 text-muted" />
              ) : (
                <Eye aria-hidden className="size-4 text-muted" />
              )}
            </button>
            {settings.features.dailyBonus ? <DailyBonusHeaderButton available={user.dailyBonusAvailable} /> : null}
            {settings.features.notifications ? (
              <NotificationBell
                unread={user.unreadNotifications}
                offerTelegram={inTelegram && user.isTelegramUser && user.telegramNotifications === false}
              />
            ) : null}
            <button
              type="button"
              onClick={() => setExpanded(!expanded)}
              aria-expanded={expanded}
              aria-controls="header-panel"
              aria-label={expanded ? t('header.hideDetails') : t('header.showDetails')}
              className="flex size-11 items-center justify-center rounded-xl text-muted"
            >
              <ChevronDown
                aria-hidden
                className={clsx('size-5 transition-transform duration-200', expanded && 'rotate-180')}
              />
            </button>
          </div>
        ) : onLoginPage ? null : (
          <Link to="/login" className="btn btn-primary shrink-0 text-sm">
            {t('auth.signIn')}
          </Link>
        )}
      </div>

      {user && progress ? (
        <div className="mt-3">
          <div className="mb-1 flex justify-between text-[11px] text-muted tabular-nums">
            <span>{t('header.level', { level: f.count(user.level) })}</span>
            <span>
              {f.count(progress.current)} / {f.count(progress.needed)} XP
            </span>
          </div>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-surface-2"
            role="progressbar"
            aria-label={t('header.xpProgress')}
            aria-valuemin={0}
            aria-valuemax={progress.needed}
            aria-valuenow={progress.current}
          >
            <div
              className="h-full rounded-full bg-linear-to-r from-primary to-secondary transition-[width] duration-300"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      ) : null}

      {user && expanded ? (
        <div id="header-panel" className="mt-3 grid gap-3">
          <PanelGroup
            title={t('header.statistics')}
            items={[
              [t('header.quizzesCompleted'), f.count(user.quizzesCompleted)],
              [
                t('header.accuracy'),
                f.percent(user.questionsAnswered > 0 ? (user.correctAnswers / user.questionsAnswered) * 100 : 0),
              ],
              [t('header.streak'), t('unit.days', { count: user.streak })],
            ]}
          />
          <PanelGroup
            title={t('header.achievements')}
            items={[
              [t('header.totalEarned'), hideBalance ? MASK : f.usdt(user.totalEarned)],
              [t('header.referrals'), f.count(user.invitedFriends)],
              [t('header.rank'), rank],
            ]}
          />
          <div>
            <h2 className="mb-1.5 text-[11px] font-semibold tracking-wide text-muted uppercase">
              {t('header.activeFeatures')}
            </h2>
            <ul className="flex flex-wrap gap-1.5">
              {FEATURES.filter((key) => settings.features[key]).map((key) => (
                <li key={key} className="rounded-full bg-accent/15 px-2.5 py-1 text-xs font-medium text-accent">
                  {t(`feature.${key}` as MessageKey)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </header>
  );
}

function PanelGroup({ title, items }: { title: string; items: Array<[string, string]> }) {
  return (
    <div>
      <h2 className="mb-1.5 text-[11px] font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <dl className="grid grid-cols-3 gap-2">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface px-2.5 py-2">
            <dt className="text-[11px] text-muted">{label}</dt>
            <dd className="truncate text-sm font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
