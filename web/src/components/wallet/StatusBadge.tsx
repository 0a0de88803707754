import clsx from 'clsx';
import { CircleCheck, CircleX, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';

const STYLES: Record<string, { icon: LucideIcon; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-secondary/15 text-secondary' },
  processing: { icon: LoaderCircle, tone: 'bg-primary/15 text-primary' },
  completed: { icon: CircleCheck, tone: 'bg-accent/15 text-accent' },
  failed: { icon: CircleX, tone: 'bg-danger/15 text-danger' },
  rejected: { icon: CircleX, tone: 'bg-danger/15 text-danger' },
  approved: { icon: CircleCheck, tone: 'bg-accent/15 text-accent' },
  active: { icon: CircleCheck, tone: 'bg-accent/15 text-accent' },
  inactive: { icon: CircleX, tone: 'bg-surface-2 text-muted' },
  expired: { icon: Clock, tone: 'bg-danger/15 text-danger' },
};

/** A transaction, task or proof status with an icon as well as a colour (never colour alone); `label` is the player's translation. */
export function StatusBadge({ status, className, label }: { status: string; className?: string; label?: string }) {
  const style = STYLES[status] ?? { icon: Clock, tone: 'bg-surface-2 text-muted' };
  const Icon = style.icon;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium capitalize',
        style.tone,
        className,
      )}
      data-testid="status-badge"
    >
      <Icon aria-hidden className="size-3.5" />
      {label ?? status}
    </span>
  );
}
