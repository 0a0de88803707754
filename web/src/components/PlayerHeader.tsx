import clsx from 'clsx';
import { ChevronDown, Eye, EyeOff, Send, Star, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { AppSettings, User } from '../api-client/types';
import { levelProgress } from '../format';
import { type MessageKey, useT } from '../i18n/i18n';
import { levelTitleKey } from '../i18n/level-title';
import { useFormat } from '../i18n/use-format';
import { NotificationBell } from '../routes/notifications/NotificationBellButton';
import { useProfileRank } from '../routes/profile/rank';
import { useInTelegram } from '../telegram/useTelegram';
import { MASK, useBalanceHidden } from './balanceVisibility';
import { DailyBonusHeaderButton } from './DailyBonusHeaderButton';
import { HeaderRow, HeaderShell } from './HeaderFrame';
import { XpBar } from './ProgressBar';
import { formatPercent } from '../format-time';

const FEATURES: Array<keyof AppSettings['features']> = [
  'tournaments',
  'tasks',
  'referrals',
  'dailyBonus',
  'achievements',
  'leaderboard',
  'notifications',
];

/** A signed-in player's header (a chunk of its own, Header.tsx): level, XP, balance, daily bonus, bell and the expandable panel. */
export function PlayerHeader({ user, settings }: { user: User; settings: AppSettings }) {
  const t = useT();
  const f = useFormat();
  const [expanded, setExpanded] = useState(false);
  const [hideBalance, setHideBalance] = useBalanceHidden();
  const progress = levelProgress(user);
  const rank = useProfileRank(expanded);
  const inTelegram = useInTelegram();

  return (
    <HeaderShell expanded={expanded}>
      {/* Two rows, so the figures keep their room at 360 px in every language: the name and the
          level title give way first (they truncate), the XP, wins and balance never do. */}
      <HeaderRow
        user={user}
        badge={
          user.isTelegramUser ? (
            <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-primary/15 px-1.5 py-0.5 text-[10px] font-semibold text-primary">
              <Send aria-hidden className="size-3" /> {t('header.telegram')}
            </span>
          ) : null
        }
        subline={
          <div className="mt-0.5 flex items-center gap-2 text-xs whitespace-nowrap text-muted tabular-nums">
            <span className="min-w-0 truncate font-semibold text-secondary">{t(levelTitleKey(user.level))}</span>
            <span className="inline-flex shrink-0 items-center gap-0.5" data-testid="header-xp">
              <Star aria-hidden className="size-3 text-secondary" />
              {t('unit.xp', { xp: f.count(user.totalXP) })}
            </span>
            <span
              className="inline-flex shrink-0 items-center gap-0.5"
              data-testid="header-wins"
              aria-label={t('header.tournamentWins', { count: user.tournamentsWon })}
            >
              <Trophy aria-hidden className="size-3" />
              {f.count(user.tournamentsWon)}
            </span>
          </div>
        }
        actions={
          <div className="flex shrink-0 items-center gap-0.5">
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
        }
      />

      <div className="mt-2 flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
        <div className="min-w-[8rem] flex-1">
          <div className="mb-1 flex justify-between gap-2 text-[11px] whitespace-nowrap text-muted tabular-nums">
            <span className="min-w-0 truncate">{t('header.level', { level: f.count(user.level) })}</span>
            <span className="shrink-0">
              {t('home.xpOf', { current: f.count(progress.current), needed: f.count(progress.needed) })}
            </span>
          </div>
          <XpBar progress={progress} label={t('header.xpProgress')} className="h-1.5" />
        </div>
        <div className="flex shrink-0 items-center gap-0.5">
          <button
            type="button"
            onClick={() => setHideBalance(!hideBalance)}
            aria-pressed={hideBalance}
            aria-label={hideBalance ? t('header.showBalance') : t('header.hideBalance')}
            className="flex h-11 items-center gap-1.5 rounded-xl bg-surface-2 px-2.5 text-sm font-semibold whitespace-nowrap tabular-nums"
          >
            {/* The total (available, locked and bonus), the figure Home's "Balance" tile shows. */}
            <span data-testid="header-balance" title={t('home.balance')}>
              {hideBalance ? MASK : f.amount(user.balance)}
            </span>
            {hideBalance ? (
              <EyeOff aria-hidden className="size-4 text-muted" />
            ) : (
              <Eye aria-hidden className="size-4 text-muted" />
            )}
          </button>
          {settings.features.dailyBonus ? <DailyBonusHeaderButton available={user.dailyBonusAvailable} /> : null}
        </div>
      </div>

      {expanded ? (
        <div id="header-panel" className="mt-3 grid gap-3">
          <PanelGroup
            title={t('header.statistics')}
            items={[
              [t('header.quizzesCompleted'), f.count(user.quizzesCompleted)],
              [
                t('header.accuracy'),
                formatPercent(
                  user.questionsAnswered > 0 ? (user.correctAnswers / user.questionsAnswered) * 100 : 0,
                  f.locale,
                ),
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
    </HeaderShell>
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
