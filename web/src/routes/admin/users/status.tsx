import clsx from 'clsx';
import type { AdminUserStatus } from '../../../api-client/types';

const STYLES: Record<AdminUserStatus, string> = {
  active: 'bg-accent/12 text-accent',
  pending: 'bg-secondary/12 text-secondary',
  blocked: 'bg-danger/12 text-danger',
  closed: 'bg-surface-2 text-muted',
};

/** A player's status as a label (never colour alone). */
export function UserStatusBadge({ status }: { status: AdminUserStatus }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize', STYLES[status])}>
      {status}
    </span>
  );
}

/** The spec's level colour tiers (002 section 9): from level 10, 5 and 3; below 3 plain. */
const LEVEL_TIERS = [
  { from: 10, style: 'bg-secondary/15 text-secondary' },
  { from: 5, style: 'bg-primary/15 text-primary' },
  { from: 3, style: 'bg-accent/15 text-accent' },
] as const;

/** A player's level, coloured by its tier (the number always shows). */
export function LevelBadge({ level }: { level: number }) {
  const tier = LEVEL_TIERS.find((t) => level >= t.from);
  return (
    <span
      className={clsx(
        'inline-flex min-w-7 justify-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        tier?.style ?? 'bg-surface-2 text-muted',
      )}
      data-tier={tier?.from ?? 0}
      data-testid="level-badge"
    >
      {level}
    </span>
  );
}
