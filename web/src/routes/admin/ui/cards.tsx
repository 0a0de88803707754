import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

// Summary figures of the back-office screens (admin chunks only).

const TONES = {
  primary: 'bg-primary/12 text-primary',
  secondary: 'bg-secondary/12 text-secondary',
  accent: 'bg-accent/12 text-accent',
  muted: 'bg-surface-2 text-muted',
} as const;

export type Tone = keyof typeof TONES;

/**
 * A summary figure: compact above a table, `large` (with an optional note) on the dashboard. The
 * value carries `valueTestId`, by default `${testId}-value`.
 */
export function SummaryCard({
  label,
  value,
  icon: Icon,
  tone,
  testId,
  valueTestId = `${testId}-value`,
  note,
  large = false,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: Tone;
  testId: string;
  valueTestId?: string;
  note?: string;
  large?: boolean;
}) {
  return (
    <div
      className={
        large
          ? 'card flex flex-col items-start gap-3 p-3! sm:flex-row sm:gap-4 sm:p-4!'
          : 'flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3'
      }
      data-testid={testId}
    >
      <span
        className={clsx(
          'flex size-10 shrink-0 items-center justify-center',
          large ? 'rounded-xl sm:size-11' : 'rounded-lg',
          TONES[tone],
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className={large ? 'text-sm text-muted' : 'truncate text-xs font-medium text-muted'}>{label}</p>
        <p
          className={
            large ? 'mt-0.5 truncate text-2xl font-bold tabular-nums' : 'truncate text-xl font-bold tabular-nums'
          }
          data-testid={valueTestId}
        >
          {value}
        </p>
        {note ? <p className="mt-0.5 text-xs text-muted tabular-nums">{note}</p> : null}
      </div>
    </div>
  );
}
