import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { AnalyticsScreen } from './AnalyticsScreen';

export const Route = createLazyRoute('/admin/guard/analytics')({
  component: AnalyticsScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading analytics" cards={6} columns={4} />,
});
