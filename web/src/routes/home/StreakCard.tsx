import { Flame } from 'lucide-react';
import type { DailyBonusStatus } from '../../api/player-types';
import { currency, formatAmount } from '../../format';
import { HighlightCard } from './HighlightCard';

export function StreakCard({ days, bonus }: { days: number; bonus: DailyBonusStatus | undefined }) {
  return (
    <HighlightCard
      id="streak-heading"
      testId="streak-card"
      tint="from-orange-500/15"
      iconTile="bg-orange-500/20 text-orange-400"
      icon={<Flame aria-hidden className="size-6" />}
      heading="Current Streak"
      headingClass="text-sm font-medium text-muted"
    >
      <p className="text-2xl font-bold tabular-nums">
        {days} {days === 1 ? 'day' : 'days'}
      </p>
      {bonus ? (
        <p className="text-xs text-muted tabular-nums">
          {bonus.available ? 'Claim today to keep it going' : 'Come back tomorrow to keep it going'} · next bonus{' '}
          <span className="font-semibold whitespace-nowrap text-secondary">
            {formatAmount(bonus.nextAmount)} {currency()}
          </span>{' '}
          (x{bonus.multiplier})
        </p>
      ) : null}
    </HighlightCard>
  );
}
