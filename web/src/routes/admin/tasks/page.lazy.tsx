import { createLazyRoute } from '@tanstack/react-router';
import { TasksScreen } from './TasksScreen';
import { TablePageSkeleton } from '../ui/table';

export const Route = createLazyRoute('/admin/guard/tasks')({
  component: TasksScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading tasks" cards={4} columns={7} />,
});
