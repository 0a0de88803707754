import { Award, CircleCheck, DollarSign, Target, type LucideIcon } from 'lucide-react';
import type { User } from '../../api/types';
import { MASK, useBalanceHidden } from '../../components/balanceVisibility';
import { currency, formatAmount, formatCount } from '../../format';

export function Performance({ user, showAchievements }: { user: User; showAchievements: boolean }) {
  const [hidden] = useBalanceHidden();
  const items: Array<{ icon: LucideIcon; tone: string; label: string; value: string }> = [
    { icon: Target, tone: 'text-primary', label: 'Quizzes Completed', value: formatCount(user.quizzesCompleted) },
    { icon: CircleCheck, tone: 'text-accent', label: 'Correct Answers', value: formatCount(user.correctAnswers) },
    {
      icon: DollarSign,
      tone: 'text-secondary',
      label: 'Total Earned',
      value: hidden ? MASK : `${formatAmount(user.totalEarned)} ${currency()}`,
    },
  ];
  if (showAchievements)
    items.push({ icon: Award, tone: 'text-purple-400', label: 'Achievements', value: formatCount(user.achievements) });
  return (
    <section aria-labelledby="performance-heading" className="card">
      <h2 id="performance-heading" className="mb-3 font-semibold">
        Performance Overview
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
