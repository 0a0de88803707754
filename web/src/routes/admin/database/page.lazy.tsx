import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { DatabaseScreen } from './DatabaseScreen';

export const Route = createLazyRoute('/admin/guard/database')({
  component: DatabaseScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading the operations page" cards={4} columns={4} />,
});
