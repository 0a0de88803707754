import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { SecurityScreen } from './SecurityScreen';

export const Route = createLazyRoute('/admin/guard/security')({
  component: SecurityScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading security" cards={4} columns={4} />,
});
