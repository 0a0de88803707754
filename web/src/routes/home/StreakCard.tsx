import { Flame } from 'lucide-react';
import type { DailyBonusStatus } from '../../api-client/player-types';
import { HighlightCard } from './HighlightCard';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';

export function StreakCard({ days, bonus }: { days: number; bonus: DailyBonusStatus | undefined }) {
  const t = useT();
  const f = useFormat();
  return (
    <HighlightCard
      id="streak-heading"
      testId="streak-card"
      tint="from-orange-500/15"
      iconTile="bg-orange-500/20 text-orange-400"
      icon={<Flame aria-hidden className="size-6" />}
      heading={t('home.currentStreak')}
      headingClass="text-sm font-medium text-muted"
    >
      <p className="text-2xl font-bold tabular-nums">{t('unit.days', { count: days })}</p>
      {bonus ? (
        <p className="text-xs text-muted tabular-nums">
          {bonus.available ? t('home.claimToday') : t('home.comeBackTomorrow')} · {t('home.nextBonus')}{' '}
          <span className="font-semibold whitespace-nowrap text-secondary">{f.usdt(bonus.nextAmount)}</span> (
          {t('unit.multiplier', { value: bonus.multiplier })})
        </p>
      ) : null}
    </HighlightCard>
  );
}
