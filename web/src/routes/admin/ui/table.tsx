import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/Skeleton';

// Parts of the dense back-office tables (admin chunks only).

/** Header cell of the dense admin tables (sticky inside their scroll box). */
export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th
      className={clsx(
        'sticky top-0 z-10 border-b border-line bg-surface-2 px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
        className,
      )}
    >
      {children}
    </th>
  );
}

/** A body cell of the dense admin tables. */
export function Td({
  children,
  className,
  align = 'top',
}: {
  children: ReactNode;
  className?: string;
  align?: 'top' | 'middle';
}) {
  return (
    <td className={clsx('border-b border-line px-3 py-2.5', align === 'top' ? 'align-top' : 'align-middle', className)}>
      {children}
    </td>
  );
}

const ICON_BUTTON_TONES = {
  muted: 'text-muted hover:bg-surface-2 hover:text-fg',
  accent: 'bg-accent/12 text-accent hover:bg-accent/20',
  danger: 'bg-danger/12 text-danger hover:bg-danger/20',
  'danger-ghost': 'text-danger hover:bg-danger/12',
} as const;

/** A row action: an icon with its label as the accessible name and tooltip. */
export function IconButton({
  label,
  onClick,
  tone = 'muted',
  children,
}: {
  label: string;
  onClick: () => void;
  tone?: keyof typeof ICON_BUTTON_TONES;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={clsx('flex size-8 items-center justify-center rounded-lg transition-colors', ICON_BUTTON_TONES[tone])}
    >
      {children}
    </button>
  );
}

/** Cards and table rows in their final shape, while the section loads. */
export function TablePageSkeleton({ label, cards, columns }: { label: string; cards: number; columns: number }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label={label}>
      <div className="space-y-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
      <div className="overflow-hidden rounded-xl border border-line bg-surface">
        <Skeleton className="h-10 rounded-none" />
        {Array.from({ length: 6 }, (_, r) => (
          <div key={r} className="flex gap-4 border-t border-line px-3 py-3.5">
            {Array.from({ length: columns }, (_, c) => (
              <Skeleton key={c} className="h-4 flex-1" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
