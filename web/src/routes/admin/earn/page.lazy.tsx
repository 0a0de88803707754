import { createLazyRoute } from '@tanstack/react-router';
import { TasksScreen } from '../tasks/TasksScreen';
import { TablePageSkeleton } from '../ui/table';

// /admin/earn is the Tasks screen under its second menu entry (spec 002 route table).

export const Route = createLazyRoute('/admin/guard/earn')({
  component: TasksScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading tasks" cards={4} columns={7} />,
});
