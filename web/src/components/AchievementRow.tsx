import clsx from 'clsx';
import { Award } from 'lucide-react';
import { currency, formatAmount } from '../format';

const RARITY_TONE: Record<string, string> = {
  common: 'bg-slate-400/15 text-slate-300',
  rare: 'bg-primary/15 text-primary',
  epic: 'bg-purple-400/15 text-purple-400',
  legendary: 'bg-secondary/15 text-secondary',
};

/** One achievement in a list: rarity-coloured badge, title, description, reward in USDT. */
export function AchievementRow({
  achievement: a,
}: {
  achievement: { title: string; description: string; rarity: string; reward: string };
}) {
  return (
    <li className="flex items-center gap-3" data-testid="achievement">
      <span
        className={clsx(
          'flex size-9 shrink-0 items-center justify-center rounded-xl',
          RARITY_TONE[a.rarity] ?? RARITY_TONE.common,
        )}
      >
        <Award aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{a.title}</p>
        <p className="truncate text-xs text-muted">{a.description}</p>
      </div>
      <span className="shrink-0 text-sm font-semibold text-secondary tabular-nums" data-testid="achievement-reward">
        +{formatAmount(a.reward)} {currency()}
      </span>
    </li>
  );
}
