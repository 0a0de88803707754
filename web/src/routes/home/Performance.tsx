import { Award, CircleCheck, DollarSign, Target, type LucideIcon } from 'lucide-react';
import type { User } from '../../api-client/types';
import { MASK, useBalanceHidden } from '../../components/balanceVisibility';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';

export function Performance({ user, showAchievements }: { user: User; showAchievements: boolean }) {
  const [hidden] = useBalanceHidden();
  const t = useT();
  const f = useFormat();
  const items: Array<{ icon: LucideIcon; tone: string; label: string; value: string }> = [
    { icon: Target, tone: 'text-primary', label: t('home.quizzesCompleted'), value: f.count(user.quizzesCompleted) },
    { icon: CircleCheck, tone: 'text-accent', label: t('home.correctAnswers'), value: f.count(user.correctAnswers) },
    {
      icon: DollarSign,
      tone: 'text-secondary',
      label: t('home.totalEarned'),
      value: hidden ? MASK : f.usdt(user.totalEarned),
    },
  ];
  if (showAchievements)
    items.push({
      icon: Award,
      tone: 'text-purple-400',
      label: t('home.achievements'),
      value: f.count(user.achievements),
    });
  return (
    <section aria-labelledby="performance-heading" className="card">
      <h2 id="performance-heading" className="mb-3 font-semibold">
        {t('home.performance')}
      </h2>
      <dl className="grid grid-cols-2 gap-2" data-testid="performance">
        {items.map(({ icon: Icon, tone, label, value }) => (
          <div key={label} className="rounded-xl bg-surface-2 px-3 py-2.5">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <Icon aria-hidden className={`size-3.5 ${tone}`} />
              {label}
            </dt>
            <dd className="mt-0.5 truncate font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
