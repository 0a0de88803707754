import { createLazyRoute } from '@tanstack/react-router';
import { TaskVerificationsScreen } from './TaskVerificationsScreen';
import { TablePageSkeleton } from '../ui/table';

export const Route = createLazyRoute('/admin/guard/task-verifications')({
  component: TaskVerificationsScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading task proofs" cards={4} columns={6} />,
});
