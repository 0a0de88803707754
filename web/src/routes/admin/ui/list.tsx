import clsx from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AdminListPager } from '../../../api-client/types';
import { formatCount, formatPlural, type PluralForms } from '../../../format';
import type { AdminListPosition } from '../../../queries/admin-list';
import { Th } from './table';

// The table every back-office list uses (decision 0021): sticky header, server-side rows, the
// empty state, and a keyset pager (Newest, Previous, Next, a jump to a date) with the total as
// the server gives it: exact, or "10,000+" when it stopped counting. Admin chunks only; rows are
// built from ./table's Td and IconButton.

/** A list's total as shown: exact, or "10,000+" when the server stopped counting. */
export const formatListTotal = (page: Pick<AdminListPager, 'total' | 'totalKind'>) =>
  page.totalKind === 'atLeast' ? `${formatCount(page.total)}+` : formatCount(page.total);

export type AdminColumn = { label: string; className?: string };

export function AdminTable({
  label,
  columns,
  minWidth = 'min-w-[940px]',
  fetching,
  empty,
  testId,
  toolbar,
  footer,
  children,
}: {
  label: string;
  columns: AdminColumn[];
  minWidth?: string;
  fetching: boolean;
  /** Shown instead of rows when the page has none. */
  empty: { title: string; hint: string } | null;
  testId?: string;
  toolbar?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const stack = useId();
  return (
    <section aria-label={label} className="overflow-hidden rounded-xl border border-line bg-surface">
      {toolbar}
      {/* On a phone each row is a card of labelled cells (app.css, .stacked-table): the labels are
          the columns', put before each cell by its position. */}
      <style>
        {columns
          .map((c, i) => `[data-stack="${stack}"] td:nth-child(${i + 1})::before{content:${JSON.stringify(c.label)}}`)
          .join('')}
      </style>
      <div className="overflow-auto sm:max-h-[65vh]" data-testid={testId}>
        <table
          data-stack={stack}
          className={clsx('stacked-table w-full border-separate border-spacing-0 text-sm', minWidth)}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <Th key={column.label} className={column.className}>
                  {column.label}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody className={clsx('transition-opacity duration-150', fetching && 'opacity-60')}>
            {empty ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-14 text-center">
                  <p className="font-medium">{empty.title}</p>
                  <p className="mt-1 text-sm text-muted">{empty.hint}</p>
                </td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </div>
      {footer}
    </section>
  );
}

/**
 * The pager of a keyset list: how many rows this page shows of how many, Newest (back to the
 * first page), Previous, Next, and a day to jump to (instead of a page number).
 */
export function ListPager({
  page,
  noun,
  date,
  onPosition,
}: {
  page: AdminListPager;
  /** What the rows are ("transaction", "transactions"). */
  noun: PluralForms;
  date?: string;
  onPosition: (position: AdminListPosition) => void;
}) {
  const id = useId();
  const capped = page.totalKind === 'atLeast';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-3 py-2.5 text-sm">
      <p className="text-muted tabular-nums" data-testid="pager-status">
        {page.data.length === 0 ? 'No rows here' : `${formatCount(page.data.length)} shown`} ·{' '}
        <span className="font-medium text-fg" data-testid="pager-total">
          {formatPlural(page.total, noun, undefined, formatListTotal(page))}
        </span>
        {capped ? (
          <span
            className="ml-1.5 rounded bg-surface-2 px-1.5 py-0.5 text-xs"
            title={`Counting stops at ${formatCount(page.total)}: narrow the search for an exact total.`}
          >
            count capped
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-date`} className="flex items-center gap-1.5 text-xs text-muted">
          <CalendarDays aria-hidden className="size-4" /> Jump to date
        </label>
        <input
          id={`${id}-date`}
          type="date"
          value={date ?? ''}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => onPosition(e.target.value ? { date: e.target.value } : {})}
          className="field min-h-9! w-auto! py-1! text-sm"
        />
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          onClick={() => onPosition({})}
          disabled={!page.prevCursor && !date}
        >
          <ChevronsLeft aria-hidden className="size-4" /> Newest
        </button>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          onClick={() => onPosition({ cursor: page.prevCursor ?? undefined })}
          disabled={!page.prevCursor}
        >
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </button>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          onClick={() => onPosition({ cursor: page.nextCursor ?? undefined })}
          disabled={!page.nextCursor}
        >
          Next <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
