// The question list's smaller parts: the import report, the figures, the bulk buttons and the loading skeleton.

import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { QuestionImportReport } from '../../../api-client/types';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { formatCount } from '../../../format';

export function ImportReportModal({ report, onClose }: { report: QuestionImportReport; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Import finished"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
          Done
        </button>
      }
    >
      <dl className="grid grid-cols-3 gap-3 text-center" data-testid="import-report">
        <Figure label="Imported" value={report.imported} tone="text-accent" />
        <Figure label="Skipped duplicates" value={report.skipped} tone="text-secondary" />
        <Figure label="Errors" value={report.errors.length} tone="text-danger" />
      </dl>
      {report.errors.length > 0 ? (
        <ul className="mt-4 max-h-60 space-y-1 overflow-auto rounded-xl bg-surface-2 p-3 text-sm">
          {report.errors.map((e) => (
            <li key={e.row}>
              <span className="font-medium">Row {e.row}:</span> <span className="text-muted">{e.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-2 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={clsx('text-2xl font-bold tabular-nums', tone)}>{formatCount(value)}</dd>
    </div>
  );
}

export function BulkButton({
  icon,
  children,
  onClick,
  busy,
  danger = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className={clsx('btn min-h-9 px-3 text-sm', danger ? 'bg-danger/15 text-danger' : 'btn-ghost')}
    >
      {icon}
      {children}
    </button>
  );
}

export function ListSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-xl border border-line bg-surface"
      aria-busy="true"
      aria-label="Loading questions"
    >
      <Skeleton className="h-10 rounded-none" />
      {Array.from({ length: 8 }, (_, r) => (
        <div key={r} className="flex gap-4 border-t border-line px-3 py-3.5">
          <Skeleton className="h-4 w-4" />
          <Skeleton className="h-4 flex-[4]" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}
