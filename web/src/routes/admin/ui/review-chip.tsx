import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A small mark on a transaction row that opens its details: a reason to look before approving. */
export function ReviewChip({
  label,
  tone,
  onOpen,
  testId,
  children,
}: {
  /** The full reason, read by assistive technology and shown on hover. */
  label: string;
  tone: 'danger' | 'secondary';
  onOpen: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      title={label}
      className={clsx(
        'mt-1 flex w-fit items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tone === 'danger' ? 'bg-danger/15 text-danger' : 'bg-secondary/15 text-secondary',
      )}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
