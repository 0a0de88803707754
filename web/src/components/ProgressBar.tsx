import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A labelled progress bar (XP, goals, earnings target, task progress, withdrawal limits). */
export function ProgressBar({
  label,
  value,
  max,
  percent,
  className,
  barClassName,
}: {
  label: string;
  /** What assistive technology reads: `value` of `max`. */
  value: number;
  max: number;
  /** The bar's width, kept within 0 to 100. */
  percent: number;
  /** The track's height and spacing. */
  className: string;
  /** The bar's colour and transition. */
  barClassName: string;
}) {
  return (
    <div
      className={clsx('overflow-hidden rounded-full bg-surface-2', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <div
        className={clsx('h-full rounded-full', barClassName)}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </div>
  );
}

/** The XP bar toward the next level (the header's and the profile's identity card). */
export function XpBar({
  progress,
  label,
  className,
}: {
  progress: { current: number; needed: number; percent: number };
  label: string;
  className: string;
}) {
  return (
    <ProgressBar
      label={label}
      value={progress.current}
      max={progress.needed}
      percent={progress.percent}
      className={className}
      barClassName="bg-linear-to-r from-primary to-secondary transition-[width] duration-300"
    />
  );
}

/** A thin bar under its label and figure (the wallet's withdrawal limits and bonus play-through). */
export function LabelledBar({
  label,
  figure,
  percent,
  barClassName,
  testId,
}: {
  label: string;
  figure: ReactNode;
  percent: number;
  barClassName: string;
  testId?: string;
}) {
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div data-testid={testId}>
      <div className="flex justify-between text-sm">
        <span className="text-muted">{label}</span>
        <span className="tabular-nums">{figure}</span>
      </div>
      <ProgressBar
        label={label}
        value={shown}
        max={100}
        percent={shown}
        className="mt-1.5 h-1.5"
        barClassName={barClassName}
      />
    </div>
  );
}
