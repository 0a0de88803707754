import clsx from 'clsx';
import { Award } from 'lucide-react';
import { type MessageKey, useT } from '../i18n/i18n';
import { useFormat } from '../i18n/use-format';
import { formatDate } from '../format-time';
import type { AchievementTranslations } from '../../../domain/achievements/catalogue';
import { useLocalized } from '../i18n/localized';

const RARITY_TONE: Record<string, string> = {
  common: 'bg-slate-400/15 text-slate-300',
  rare: 'bg-primary/15 text-primary',
  epic: 'bg-purple-400/15 text-purple-400',
  legendary: 'bg-secondary/15 text-secondary',
};

const rarityKey = (rarity: string): MessageKey =>
  rarity in RARITY_TONE ? (`rarity.${rarity}` as MessageKey) : 'rarity.common';

/**
 * One achievement in a list: rarity-coloured badge, title and description in the player's language
 * (decision 0072), reward in USDT; with
 * `detailed`, also the rarity's name and the unlock date (the profile's Achievements card).
 */
export function AchievementRow({
  achievement: a,
  detailed = false,
}: {
  achievement: {
    title: string;
    description: string;
    translations: AchievementTranslations;
    rarity: string;
    reward: string;
    unlockedAt?: string | null;
  };
  detailed?: boolean;
}) {
  const f = useFormat();
  const t = useT();
  const local = useLocalized();
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
        <p className="truncate text-sm font-medium">{local(a.title, a.translations, 'title')}</p>
        <p className="truncate text-xs text-muted">{local(a.description, a.translations, 'description')}</p>
        {detailed ? (
          <p className="mt-0.5 text-[11px] text-muted">
            <span className={clsx('rounded px-1 py-px font-semibold', RARITY_TONE[a.rarity] ?? RARITY_TONE.common)}>
              {t(rarityKey(a.rarity))}
            </span>{' '}
            {a.unlockedAt ? (
              <time dateTime={a.unlockedAt}>
                {t('achievement.unlockedOn', { date: formatDate(a.unlockedAt, f.locale) })}
              </time>
            ) : null}
          </p>
        ) : null}
      </div>
      <span className="shrink-0 text-sm font-semibold text-secondary tabular-nums" data-testid="achievement-reward">
        +{f.usdt(a.reward)}
      </span>
    </li>
  );
}
