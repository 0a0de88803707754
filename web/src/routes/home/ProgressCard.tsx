import { Flame, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '../../api-client/types';
import { levelProgress } from '../../format';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { ProgressBar } from '../../components/ProgressBar';

/** XP against 100 x level, and the daily streak at 10% per day (full after 10 days). */
export function ProgressCard({ user, streak }: { user: User; streak: number }) {
  const t = useT();
  const f = useFormat();
  const xp = levelProgress(user);
  const streakPercent = Math.min(100, streak * 10);
  return (
    <section aria-labelledby="progress-heading" className="card flex flex-col gap-4">
      <h2 id="progress-heading" className="font-semibold">
        {t('home.progress')}
      </h2>
      <Meter
        icon={<Star aria-hidden className="size-4 text-secondary" />}
        label={t('home.levelStep', { level: user.level, next: user.level + 1 })}
        value={t('home.xpOf', { current: f.count(xp.current), needed: f.count(xp.needed) })}
        percent={xp.percent}
        barClass="bg-linear-to-r from-primary to-secondary"
        aria={{ label: t('home.xpProgress'), now: xp.current, max: xp.needed }}
      />
      <Meter
        icon={<Flame aria-hidden className="size-4 text-orange-400" />}
        label={t('home.quizStreak')}
        value={t('unit.days', { count: streak })}
        percent={streakPercent}
        barClass="bg-linear-to-r from-orange-500 to-secondary"
        aria={{ label: t('home.streakProgress'), now: streakPercent, max: 100 }}
      />
    </section>
  );
}

function Meter(props: {
  icon: ReactNode;
  label: string;
  value: string;
  percent: number;
  barClass: string;
  aria: { label: string; now: number; max: number };
}) {
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-1.5 font-medium">
          {props.icon}
          {props.label}
        </span>
        <span className="text-muted tabular-nums">{props.value}</span>
      </div>
      <ProgressBar
        label={props.aria.label}
        value={props.aria.now}
        max={props.aria.max}
        percent={props.percent}
        className="h-2"
        barClassName={`transition-[width] duration-300 ${props.barClass}`}
      />
    </div>
  );
}
