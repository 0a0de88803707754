import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { UsersScreen } from './UsersScreen';

export const Route = createLazyRoute('/admin/guard/users')({
  component: UsersScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading users" cards={4} columns={7} />,
});
