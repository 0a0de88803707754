// The dashboard query as every card reads it: its data, or the card's skeleton or error.

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminDashboard } from '../../../api-client/types';
import { InlineError } from '../ui/section';
import { PanelSkeleton } from './panel';

// The back-office dashboard (spec 002 section 2.4, decision 0039). Every card reads its part of the
// dashboard query (or the Telegram card its own) and shows its own loading, empty and error state.

export type DashboardQuery = UseQueryResult<AdminDashboard>;

/** A card's body for the dashboard query: skeleton rows while loading, the error with Try Again, else `render`. */
export function Loaded({
  dashboard,
  what,
  rows = 3,
  render,
}: {
  dashboard: DashboardQuery;
  what: string;
  rows?: number;
  render: (data: AdminDashboard) => ReactNode;
}) {
  if (dashboard.data) return render(dashboard.data);
  if (dashboard.isError)
    return <InlineError error={dashboard.error} onRetry={() => void dashboard.refetch()} what={what} />;
  return <PanelSkeleton rows={rows} label={what} />;
}
