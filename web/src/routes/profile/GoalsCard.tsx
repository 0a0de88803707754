import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { BarChart3, Check, DollarSign, Flame, Star, Target, Users, type LucideIcon } from 'lucide-react';
import type { Goal } from '../../api-client/profile-types';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { type MessageKey, type Translate, useT } from '../../i18n/i18n';
import { type Formatters, useFormat } from '../../i18n/use-format';
import { profileQuery } from '../../queries/profile';
import { profileOverviewQuery } from '../../queries/profile-overview';
import { PROFILE_REFRESH } from './live';
import { ProgressBar } from '../../components/ProgressBar';

const ICONS: Record<Goal['icon'], LucideIcon> = { Star, Target, Flame, DollarSign, Users, BarChart3 };

/** "3 / 10", or "12.50 / 1,000 USDT" for the earnings goal. */
const progressText = (goal: Goal, t: Translate, f: Formatters) =>
  goal.unit === 'usdt'
    ? `${f.amount(goal.current)} / ${f.amount(goal.target, 0)} ${t('unit.currency')}`
    : `${f.count(Number(goal.current))} / ${f.count(Number(goal.target))}`;

/** The server words goals in English: the client words the ones it knows by id (decision 0036). */
function goalText(goal: Goal, level: number | undefined, t: Translate, f: Formatters) {
  const known = ['next_level', 'weekly_quizzes', 'bonus_streak', 'first_deposit', 'invite_friends', 'monthly_earnings'];
  if (!known.includes(goal.id) || (goal.id === 'next_level' && level === undefined))
    return { title: goal.title, description: goal.description };
  const target = Number(goal.target);
  return {
    title: t(`goal.${goal.id}.title` as MessageKey, {
      level: f.count((level ?? 0) + 1),
      count: target,
      amount: f.amount(goal.target, 0),
    }),
    description: t(`goal.${goal.id}.description` as MessageKey),
  };
}

/** The player's goals, computed by the server; each bar stops at 100% (spec 001, section 9). */
export function Goals() {
  const api = useApi();
  const t = useT();
  const f = useFormat();
  const { data } = useSuspenseQuery({ ...profileOverviewQuery(api), ...PROFILE_REFRESH });
  const level = useQuery(profileQuery(api)).data?.level;
  return (
    <ul className="flex flex-col gap-3" data-testid="goals">
      {data.goals.map((goal) => {
        const Icon = ICONS[goal.icon] ?? Target;
        const text = goalText(goal, level, t, f);
        return (
          <li key={goal.id} className="flex items-start gap-3" data-testid={`goal-${goal.id}`}>
            <span
              className={clsx(
                'flex size-9 shrink-0 items-center justify-center rounded-xl',
                goal.completed ? 'bg-accent/15 text-accent' : 'bg-primary/15 text-primary',
              )}
            >
              {goal.completed ? <Check aria-hidden className="size-4" /> : <Icon aria-hidden className="size-4" />}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-2">
                <p className="truncate text-sm font-medium">{text.title}</p>
                <span className="shrink-0 text-xs text-muted tabular-nums" data-testid="goal-progress">
                  {progressText(goal, t, f)}
                </span>
              </div>
              <p className="truncate text-xs text-muted">{text.description}</p>
              <ProgressBar
                label={text.title}
                value={goal.percent}
                max={100}
                percent={goal.percent}
                className="mt-1.5 h-1.5"
                barClassName={goal.completed ? 'bg-accent' : 'bg-primary'}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function GoalsSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-xl" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-1.5 w-full rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
