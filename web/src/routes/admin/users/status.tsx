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
