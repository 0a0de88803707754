import { useSuspenseQuery } from '@tanstack/react-query';
import { Award, Gift, ShieldCheck, Star, Target, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useApi } from '../../context';
import { useNow } from '../../components/useNow';
import { activitiesQuery } from '../../queries/activities';
import { HOME_REFRESH } from './live';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { formatDateTime, formatTimeAgo } from '../../format-time';
import { useWording } from '../../i18n/wording';

const ICONS: Record<string, [LucideIcon, string]> = {
  quiz_completed: [Target, 'bg-primary/15 text-primary'],
  daily_bonus_claimed: [Gift, 'bg-secondary/15 text-secondary'],
  achievement_unlocked: [Award, 'bg-purple-400/15 text-purple-400'],
  level_up: [Star, 'bg-accent/15 text-accent'],
  dispute_upheld: [ShieldCheck, 'bg-accent/15 text-accent'],
};

/** The player's latest activities: 5 on the home screen, 8 on the profile (spec 001), each with its own empty text. */
export function RecentActivity({ limit = 5, empty }: { limit?: number; empty?: ReactNode }) {
  const api = useApi();
  const { data: activities } = useSuspenseQuery({ ...activitiesQuery(api, limit), ...HOME_REFRESH });
  const now = useNow(30_000);
  const t = useT();
  const f = useFormat();
  const worded = useWording();
  if (activities.length === 0) return <div className="text-sm text-muted">{empty ?? t('home.activityEmpty')}</div>;
  return (
    <ul className="flex flex-col gap-1" data-testid="recent-activity">
      {activities.map((a) => {
        const [Icon, tone] = ICONS[a.type] ?? [Star, 'bg-surface-2 text-muted'];
        return (
          <li key={a.id} className="flex items-center gap-3 py-1.5">
            <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${tone}`}>
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{worded(a.wording, 'activity.title', a.title)}</p>
              <p className="truncate text-xs text-muted">
                {worded(a.wording, 'activity.description', a.description)} ·{' '}
                <time dateTime={a.time}>
                  {now === null ? formatDateTime(a.time, f.locale) : formatTimeAgo(a.time, now, f.locale)}
                </time>
              </p>
            </div>
            {a.reward !== null && a.reward !== '0' ? (
              <span className="shrink-0 text-sm font-semibold text-accent tabular-nums">+{f.amount(a.reward)}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
