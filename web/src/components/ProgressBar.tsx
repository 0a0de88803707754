import clsx from 'clsx';

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
