import clsx from 'clsx';
import type { levelProgress } from '../format';

/** The XP bar toward the next level (the header's and the profile's identity card). */
export function XpBar({
  progress,
  label,
  className,
}: {
  progress: ReturnType<typeof levelProgress>;
  label: string;
  className: string;
}) {
  return (
    <div
      className={clsx('overflow-hidden rounded-full bg-surface-2', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={progress.needed}
      aria-valuenow={progress.current}
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-primary to-secondary transition-[width] duration-300"
        style={{ width: `${progress.percent}%` }}
      />
    </div>
  );
}
