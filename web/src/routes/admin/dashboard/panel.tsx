import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/Skeleton';
import { useHydrated } from '../../../components/useHydrated';

// The dashboard's cards: a titled panel, its loading rows, its empty line and its figures.

/**
 * A card's query as the first render may show it: the server renders skeletons, and the router's
 * query streaming can fill the cache before React hydrates the card, so until hydration is done the
 * card shows its skeleton too, and its data right after hydration.
 */
export function useCardQuery<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  return useHydrated()
    ? query
    : ({ ...query, data: undefined, isError: false, isFetching: false, dataUpdatedAt: 0 } as UseQueryResult<T>);
}

export function Panel({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="overflow-hidden rounded-2xl border border-line bg-surface"
      aria-label={title}
      data-testid={testId}
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function PanelSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-9 rounded-lg" />
      ))}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="px-4 py-10 text-center text-sm text-muted">{children}</p>;
}

export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
