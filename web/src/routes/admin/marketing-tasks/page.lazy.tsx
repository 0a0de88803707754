import { createLazyRoute } from '@tanstack/react-router';
import { MarketingTasksScreen } from './MarketingTasksScreen';
import { TablePageSkeleton } from '../ui/table';

export const Route = createLazyRoute('/admin/guard/marketing-tasks')({
  component: MarketingTasksScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading marketing tasks" cards={4} columns={6} />,
});
